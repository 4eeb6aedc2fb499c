//! Times the static evaluation over positions from random games of each
//! game: `cargo run --release -p palace-engine --example evalbench`.
use palace_engine::eval::evaluate;
use palace_engine::search::Rng;
use palace_rules::{MoveList, Position, RuleSet};
use std::time::Instant;

fn main() {
    for name in ["xiangqi", "janggi"] {
        let rules = RuleSet::preset(name).expect("preset");
        let mut rng = Rng::new(7);
        let mut positions = Vec::new();
        while positions.len() < 20_000 {
            let mut pos = Position::start(rules);
            for _ in 0..120 {
                let mut list = MoveList::new();
                pos.generate_legal(&mut list);
                if list.is_empty() {
                    break;
                }
                let m = list[rng.below(list.len() as u64) as usize];
                pos.play_unchecked(m);
                positions.push(pos.clone());
            }
        }
        let mut sum = 0i64;
        let t = Instant::now();
        let rounds = 50;
        for _ in 0..rounds {
            for p in &positions {
                sum += i64::from(evaluate(std::hint::black_box(p)));
            }
        }
        let ns = t.elapsed().as_nanos() as f64 / (rounds * positions.len()) as f64;
        println!("{name:8} {ns:7.1} ns/eval  (checksum {sum})");
    }
}
