use palace_rules::*;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rules = RuleSet::preset(&args[1]).unwrap();
    let depth: u32 = args[2].parse().unwrap();
    let pos = Position::start(rules);
    for d in 1..=depth {
        let t = std::time::Instant::now();
        let n = perft(&pos, d);
        let el = t.elapsed().as_secs_f64();
        println!("{d} {n} {:.2}s {:.1} Mnps", el, n as f64 / el / 1e6);
    }
}
