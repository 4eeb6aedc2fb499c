//! The actor's clocks under a paused tokio clock: flag fall, increment,
//! byo-yomi periods used up and reset, a move after the flag.

use super::*;
use crate::clock::TimeControl;
use crate::storage::{now, Mode, Online, Seat, SqliteStorage};
use crate::tokens;
use serde_json::Value;

struct Timed {
    handle: GameHandle,
    red: Access,
    black: Access,
    _storage: Arc<dyn Storage>,
}

async fn timed(control: TimeControl) -> Timed {
    timed_from(control, palace_rules::XIANGQI_START_FEN).await
}

async fn timed_from(control: TimeControl, start_fen: &str) -> Timed {
    let storage: Arc<dyn Storage> = Arc::new(SqliteStorage::in_memory().unwrap());
    let seat = |t: &str| Seat::Human {
        token_digest: tokens::digest(t),
    };
    let record = GameRecord {
        id: tokens::new_game_id(),
        rules: "xiangqi-standard".into(),
        start_fen: start_fen.into(),
        arrangements: [None, None],
        mode: Mode::Online,
        level: None,
        seats: [seat("r"), seat("b")],
        invite_digest: None,
        moves: vec![],
        resigned: None,
        created_at: now(),
        online: Online {
            clock: Some(control),
            ..Online::default()
        },
    };
    storage.create(&record).unwrap();
    let limits = Arc::new(Limits::default());
    let engine = Engine::new(Arc::new(crate::CaptureFirst), 1);
    let (handle, _) = spawn(record, Arc::clone(&storage), engine, limits, || {}).unwrap();
    let red = handle.connect(Some("r".into())).await.unwrap().access;
    let black = handle.connect(Some("b".into())).await.unwrap().access;
    Timed {
        handle,
        red,
        black,
        _storage: storage,
    }
}

impl Timed {
    async fn state(&self) -> Arc<Value> {
        self.handle.view().await.unwrap()
    }

    async fn play(&self, who: Access, mv: &str) -> Result<(), ActionError> {
        let version = self.state().await["version"].as_u64().unwrap();
        self.handle.act(who, version, Action::Move(mv.into())).await
    }
}

const S: Duration = Duration::from_secs(1);

#[tokio::test(start_paused = true)]
async fn fischer_increment_and_flag_fall() {
    let g = timed(TimeControl::fischer(10, 2).unwrap()).await;
    let s = g.state().await;
    assert_eq!(
        s["clocks"]["running"],
        Value::Null,
        "no clock before the first move"
    );
    assert_eq!(s["clocks"]["sides"]["red"]["remaining_ms"], 10_000);
    tokio::time::sleep(30 * S).await;
    g.play(g.red, "b3b5").await.unwrap();
    assert_eq!(g.state().await["clocks"]["running"], "black");
    tokio::time::sleep(5 * S).await;
    g.play(g.black, "a7a6").await.unwrap();
    let s = g.state().await;
    assert_eq!(s["clocks"]["sides"]["black"]["remaining_ms"], 7_000, "10 - 5 + 2");
    assert_eq!(
        s["clocks"]["sides"]["red"]["remaining_ms"], 10_000,
        "the first move is free"
    );
    assert_eq!(s["clocks"]["running"], "red");
    tokio::time::sleep(10 * S - Duration::from_millis(1)).await;
    assert!(g.state().await["outcome"].is_null(), "a millisecond left");
    // Red's 10 s are up: the flag falls without a move.
    tokio::time::sleep(Duration::from_millis(2)).await;
    let s = g.state().await;
    assert_eq!(
        s["outcome"],
        serde_json::json!({"result": "0-1", "reason": "timeout"})
    );
    assert_eq!(s["clocks"]["running"], Value::Null);
    assert_eq!(s["legal_moves"], serde_json::json!([]));
    assert!(matches!(g.play(g.red, "b5b9").await, Err(ActionError::Over(_))));
}

/// Clocks: a flag that falls against a side with nothing that could win
/// draws; against a side with a soldier it loses.
#[tokio::test(start_paused = true)]
async fn a_flag_falling_against_bare_defenders_draws() {
    // Red: general, advisors and elephants only; Black: general and a soldier.
    let fen = "4k4/9/9/9/9/9/4p4/4B4/3A1A3/2B1K4 w - - 0 1";
    let g = timed_from(TimeControl::fischer(10, 0).unwrap(), fen).await;
    g.play(g.red, "e1d1").await.unwrap();
    tokio::time::sleep(11 * S).await;
    assert_eq!(
        g.state().await["outcome"],
        serde_json::json!({"result": "1/2-1/2", "reason": "timeout"}),
        "black's flag fell, but red could not have won"
    );
    let g = timed_from(TimeControl::fischer(10, 0).unwrap(), fen).await;
    g.play(g.red, "e1d1").await.unwrap();
    g.play(g.black, "e10d10").await.unwrap();
    tokio::time::sleep(11 * S).await;
    assert_eq!(
        g.state().await["outcome"],
        serde_json::json!({"result": "0-1", "reason": "timeout"}),
        "red's flag fell and black's soldier could win"
    );
}

#[tokio::test(start_paused = true)]
async fn byo_yomi_periods_are_used_up_and_reset() {
    let g = timed(TimeControl::byo_yomi(0, 2, 5).unwrap()).await;
    g.play(g.red, "b3b5").await.unwrap();
    // 4 s on a 5 s period: no period used, the next move has a fresh one.
    tokio::time::sleep(4 * S).await;
    g.play(g.black, "a7a6").await.unwrap();
    let s = g.state().await;
    assert_eq!(s["clocks"]["sides"]["black"]["periods"], 2);
    assert_eq!(s["clocks"]["sides"]["black"]["period_ms"], 5_000);
    g.play(g.red, "b5b6").await.unwrap();
    // 7 s: one period overrun and used up.
    tokio::time::sleep(7 * S).await;
    g.play(g.black, "a6a5").await.unwrap();
    assert_eq!(g.state().await["clocks"]["sides"]["black"]["periods"], 1);
    g.play(g.red, "b6b7").await.unwrap();
    // The last period resets with each move made within it...
    for mv in ["a5a4", "i1i2"] {
        tokio::time::sleep(4 * S).await;
        let who = if mv == "a5a4" { g.black } else { g.red };
        g.play(who, mv).await.unwrap();
    }
    assert!(g.state().await["outcome"].is_null());
    g.play(g.black, "a4a3").await.unwrap();
    tokio::time::sleep(4 * S).await;
    g.play(g.red, "i2i1").await.unwrap();
    // ...and when it runs out, Black's flag falls.
    tokio::time::sleep(5 * S + Duration::from_millis(1)).await;
    let s = g.state().await;
    assert_eq!(
        s["outcome"],
        serde_json::json!({"result": "1-0", "reason": "timeout"})
    );
}

#[tokio::test(start_paused = true)]
async fn the_wrong_side_cannot_move_and_nothing_changes() {
    let g = timed(TimeControl::fischer(60, 0).unwrap()).await;
    g.play(g.red, "b3b5").await.unwrap();
    let before = g.state().await;
    assert!(matches!(
        g.play(g.red, "b5b9").await,
        Err(ActionError::NotYourTurn { .. })
    ));
    let after = g.state().await;
    assert_eq!(before["version"], after["version"]);
    assert_eq!(before["moves"], after["moves"]);
}
