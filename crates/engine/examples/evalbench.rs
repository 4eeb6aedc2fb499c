//! Times the static evaluation over positions from random games of each
//! game: `cargo run --release -p palace-engine --example evalbench`.
use palace_engine::eval::evaluate;
use palace_engine::search::Rng;
use palace_rules::{MoveList, Position, RuleSet};
use std::time::Instant;

fn main() {
    let games: Vec<String> = std::env::args().skip(1).collect();
    let games = if games.is_empty() {
        vec!["xiangqi".to_string(), "janggi".to_string()]
    } else {
        games
    };
    for name in &games {
        let name = name.as_str();
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
        let rounds: usize = std::env::var("ROUNDS")
            .ok()
            .and_then(|r| r.parse().ok())
            .unwrap_or(50);
        for _ in 0..rounds {
            for p in &positions {
                sum += i64::from(evaluate(std::hint::black_box(p)));
            }
        }
        let ns = t.elapsed().as_nanos() as f64 / (rounds * positions.len()) as f64;
        println!("{name:8} {ns:7.1} ns/eval  (checksum {sum})");
    }
}
