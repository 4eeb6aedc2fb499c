# Server load: holds N live local games, each with a seated socket and a spectator, plays one move
# in each (all at once), and reports the server's resident memory and moves per second.
#
#   python3 -m venv /tmp/venv && /tmp/venv/bin/pip install websockets aiohttp
#   target/release/palace serve --bind 127.0.0.1:18777 --database /tmp/load.sqlite3 &
#   /tmp/venv/bin/python tools/bench/server-load.py http://127.0.0.1:18777 2000 $(pgrep -f 'serve --bind 127.0.0.1:18777')
#
# Each game takes two sockets, so N is limited by `ulimit -n` (client and server share the machine).
import asyncio, json, sys, time, aiohttp, websockets, os
URL = sys.argv[1]; N = int(sys.argv[2]); PID = int(sys.argv[3])
def rss():
    for l in open(f"/proc/{PID}/status"):
        if l.startswith("VmRSS"): return l.split()[1] + " kB"
async def main():
    async with aiohttp.ClientSession() as s:
        games = []
        t0 = time.time()
        for i in range(N):
            async with s.post(URL + "/api/games", json={"game": "xiangqi" if i % 2 else "janggi", "mode": "local",
                              **({} if i % 2 else {"setups": {"cho": "ma-sang-sang-ma", "han": "ma-sang-sang-ma"}})}) as r:
                g = await r.json(); games.append((g["id"], g["token"]))
        print(f"created {N} games in {time.time()-t0:.1f}s, rss {rss()}")
        ws_url = URL.replace("http", "ws")
        socks = []
        t0 = time.time()
        for gid, tok in games:
            a = await websockets.connect(f"{ws_url}/api/games/{gid}/socket?token={tok}", max_size=2**22)
            b = await websockets.connect(f"{ws_url}/api/games/{gid}/socket", max_size=2**22)
            await a.recv(); await b.recv()
            socks.append((a, b))
        print(f"opened {2*N} sockets in {time.time()-t0:.1f}s, rss {rss()}")
        async def play(i, a, b):
            mv = "h3e3" if i % 2 else "a4b4"
            await a.send(json.dumps({"type": "move", "move": mv}))
            while True:
                m = json.loads(await b.recv())
                if m["type"] == "state" and m["state"]["last_move"] == mv: return
        t0 = time.time()
        await asyncio.gather(*(play(i, a, b) for i, (a, b) in enumerate(socks)))
        dt = time.time() - t0
        print(f"{N} moves stored and broadcast in {dt:.2f}s ({N/dt:.0f} moves/s), rss {rss()}")
        for a, b in socks: await a.close(); await b.close()
asyncio.run(main())
