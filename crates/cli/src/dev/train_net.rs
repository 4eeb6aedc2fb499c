//! `palace-dev train-net`: fits a learned evaluation (`palace_engine::eval::net`)
//! to positions written by `palace-dev datagen`, the same data and the same
//! target as `palace-dev tune` fits the classical table to.
//!
//! The network's output `y` is a win expectancy's logit: the loss is the
//! mean of `(sigmoid(y) - target)^2`, with `target = lambda *
//! sigmoid(score / k) + (1 - lambda) * result` from the side to move's
//! point of view. In play the output is `y * k * scale` centipawns, so
//! `--scale` converts the labeller's centipawns to Palace's as it does for
//! `tune`. Adam on mini-batches, the step size falling along a cosine to
//! a twentieth; the network is written after every pass that lowers the
//! held-out loss (so a stopped run keeps its best network).
//!
//! With `--residual` the network learns what the classical evaluation
//! gets wrong: the fitted output is the table's score (in the same logit
//! units) plus the network's, and the engine adds the two in play.
//!
//! Data is scarce beside the network's 1,261 rows, so the trainer adds
//! shared rows that the file does not have (Stockfish's trainers call them
//! factorisers): each piece also switches on a row for its kind (own or
//! enemy) and a row for its kind on its point with the files mirrored. A
//! piece's row in the file is the sum of its three rows, so what is learnt
//! about a kind or one side of the board serves every point or both sides.

use crate::tune::{bar, labelled_lines};
use clap::Args;
use palace_engine::eval::evaluate;
use palace_engine::eval::net::{active_inputs, FloatWeights, Network, INPUTS};
use palace_engine::search::Rng;
use palace_rules::{Color, RuleSet, Variant};
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct TrainNetArgs {
    /// Game of the network: `xiangqi` or `janggi`.
    #[arg(long, default_value = "janggi")]
    pub game: String,
    /// Labelled position files written by `palace-dev datagen` (repeatable).
    #[arg(long = "data", value_name = "FILE", required = true)]
    pub data: Vec<PathBuf>,
    /// Held-out positions (files as --data) instead of every tenth position
    /// of --data.
    #[arg(long = "holdout", value_name = "FILE")]
    pub holdout: Vec<PathBuf>,
    /// The network file to write.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Start from this network file instead of random weights (its hidden
    /// size wins over --hidden).
    #[arg(long, value_name = "FILE")]
    pub init: Option<PathBuf>,
    /// Hidden values per side's view.
    #[arg(long, default_value_t = 128)]
    pub hidden: usize,
    /// Full passes over the training positions.
    #[arg(long, default_value_t = 20)]
    pub epochs: usize,
    /// Positions per step.
    #[arg(long, default_value_t = 1024)]
    pub batch: usize,
    /// Adam's step size at the start.
    #[arg(long, default_value_t = 0.001)]
    pub rate: f32,
    /// Scale of the sigmoid, in the labeller's centipawns.
    #[arg(long, default_value_t = 300.0)]
    pub k: f64,
    /// Weight of the label score against the game result (as for `tune`).
    #[arg(long, default_value_t = 0.7)]
    pub lambda: f64,
    /// Palace's centipawns per centipawn of the labeller.
    #[arg(long, default_value_t = 1.6)]
    pub scale: f64,
    /// Seed of the first weights and of the order of the positions.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Train on top of the classical evaluation: the network learns the
    /// table's error, and the engine adds the two (a network read with
    /// --init keeps the way it was trained).
    #[arg(long)]
    pub residual: bool,
    /// Weight decay (decoupled, as AdamW): each step pulls every weight
    /// towards zero by this fraction of the step size.
    #[arg(long, default_value_t = 0.0)]
    pub decay: f32,
    /// Threads sharing each step.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
}

/// Shared rows after the file's inputs: one per kind (own or enemy), then
/// one per kind and point with the files mirrored (5 files x 10 ranks).
const KIND_ROWS: usize = 14;
const VIRTUAL: usize = KIND_ROWS + 14 * 50;

/// The shared rows a file input also switches on (none for the second
/// player's input).
fn shared_rows(input: u16) -> Option<[u16; 2]> {
    let i = usize::from(input);
    if i >= 14 * 90 {
        return None;
    }
    let (piece, point) = (i / 90, i % 90);
    let (file, rank) = (point % 9, point / 9);
    let mirrored = rank * 5 + file.min(8 - file);
    Some([
        (INPUTS + piece) as u16,
        (INPUTS + KIND_ROWS + piece * 50 + mirrored) as u16,
    ])
}

/// The file's weights: each input's row plus its shared rows.
fn merged(net: &FloatWeights) -> FloatWeights {
    let h = net.hidden;
    let mut w1 = net.w1[..INPUTS * h].to_vec();
    for input in 0..INPUTS as u16 {
        if let Some(rows) = shared_rows(input) {
            for r in rows {
                let src = &net.w1[usize::from(r) * h..(usize::from(r) + 1) * h];
                let dst = &mut w1[usize::from(input) * h..(usize::from(input) + 1) * h];
                dst.iter_mut().zip(src).for_each(|(d, s)| *d += s);
            }
        }
    }
    FloatWeights { w1, ..net.clone() }
}

/// Positions as the network sees them: each one's active inputs (side to
/// move's view, then the other's) and its target.
#[derive(Default)]
struct Set {
    inputs: Vec<u16>,
    /// Start of each position's inputs in `inputs`, and where the other
    /// view's begin (`3 * n + 1` offsets).
    bounds: Vec<u32>,
    target: Vec<f32>,
    /// What the output starts from: the classical evaluation in logit
    /// units (residual training), else 0.
    base: Vec<f32>,
}

impl Set {
    fn len(&self) -> usize {
        self.target.len()
    }

    fn views(&self, i: usize) -> (&[u16], &[u16]) {
        let a = self.bounds[2 * i] as usize;
        let b = self.bounds[2 * i + 1] as usize;
        let c = self.bounds[2 * i + 2] as usize;
        (&self.inputs[a..b], &self.inputs[b..c])
    }
}

fn sigmoid(v: f64) -> f64 {
    1.0 / (1.0 + (-v).exp())
}

/// Reads labelled files into the training and held-out sets.
fn load(args: &TrainNetArgs, rules: &'static RuleSet, residual: bool) -> Result<(Set, Set), String> {
    let mut train = Set::default();
    let mut valid = Set::default();
    train.bounds.push(0);
    valid.bounds.push(0);
    let mut buf = Vec::new();
    let mut add = |set: &mut Set, pos: &palace_rules::Position, score: f64, result: f64| {
        let stm = pos.turn();
        // Both from the side to move's point of view.
        let result = if stm == Color::First { result } else { 1.0 - result };
        let target = args.lambda * sigmoid(score / args.k) + (1.0 - args.lambda) * result;
        for view in [stm, !stm] {
            active_inputs(pos, view, &mut buf);
            set.inputs.extend_from_slice(&buf);
            for &i in &buf {
                if let Some(rows) = shared_rows(i) {
                    set.inputs.extend_from_slice(&rows);
                }
            }
            set.bounds.push(set.inputs.len() as u32);
        }
        set.target.push(target as f32);
        let base = if residual {
            f64::from(evaluate(pos)) / (args.k * args.scale)
        } else {
            0.0
        };
        set.base.push(base as f32);
    };
    let mut n = 0usize;
    labelled_lines(&args.data, rules, |pos, score, result| {
        let set = if args.holdout.is_empty() && n % 10 == 9 {
            &mut valid
        } else {
            &mut train
        };
        n += 1;
        add(set, pos, score, result);
    })?;
    labelled_lines(&args.holdout, rules, |pos, score, result| {
        add(&mut valid, pos, score, result)
    })?;
    Ok((train, valid))
}

/// Random first weights: each hidden value starts inside the clipping
/// range, the output small.
fn random_weights(hidden: usize, seed: u64, residual: bool) -> FloatWeights {
    let mut rng = Rng::new(seed);
    let mut uniform = |a: f32| ((rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * a;
    // On top of the table the network starts close to saying nothing.
    let out = if residual { 0.1 } else { 1.0 } / (2.0 * hidden as f32).sqrt();
    FloatWeights {
        hidden,
        w1: (0..(INPUTS + VIRTUAL) * hidden)
            .map(|k| if k < INPUTS * hidden { uniform(0.1) } else { 0.0 })
            .collect(),
        b1: (0..hidden).map(|_| 0.5).collect(),
        w2: (0..2 * hidden).map(|_| uniform(out)).collect(),
        b2: 0.0,
    }
}

/// Gradient sums of one slice of a batch, in the layout of `FloatWeights`.
struct Grad {
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: f32,
    loss: f64,
}

impl Grad {
    fn new(h: usize) -> Grad {
        Grad {
            w1: vec![0.0; (INPUTS + VIRTUAL) * h],
            b1: vec![0.0; h],
            w2: vec![0.0; 2 * h],
            b2: 0.0,
            loss: 0.0,
        }
    }
}

/// Adds the loss and its gradient over `batch` to `g`.
fn backprop(net: &FloatWeights, set: &Set, batch: &[u32], g: &mut Grad) {
    let h = net.hidden;
    let mut acc = [vec![0f32; h], vec![0f32; h]];
    let mut da = vec![0f32; h];
    for &i in batch {
        let (stm, other) = set.views(i as usize);
        let views = [stm, other];
        let mut y = net.b2 + set.base[i as usize];
        for v in 0..2 {
            acc[v].copy_from_slice(&net.b1);
            for &f in views[v] {
                let row = &net.w1[f as usize * h..(f as usize + 1) * h];
                acc[v].iter_mut().zip(row).for_each(|(a, w)| *a += w);
            }
            y += acc[v]
                .iter()
                .zip(&net.w2[v * h..(v + 1) * h])
                .map(|(a, w)| a.clamp(0.0, 1.0) * w)
                .sum::<f32>();
        }
        let p = sigmoid(f64::from(y));
        let t = f64::from(set.target[i as usize]);
        g.loss += (p - t) * (p - t);
        let dy = (2.0 * (p - t) * p * (1.0 - p)) as f32;
        g.b2 += dy;
        for v in 0..2 {
            let w2 = &net.w2[v * h..(v + 1) * h];
            let gw2 = &mut g.w2[v * h..(v + 1) * h];
            // Through the clipping: only values inside 0..1 pass a gradient.
            for k in 0..h {
                let a = acc[v][k];
                gw2[k] += dy * a.clamp(0.0, 1.0);
                da[k] = if a > 0.0 && a < 1.0 { dy * w2[k] } else { 0.0 };
            }
            g.b1.iter_mut().zip(&da).for_each(|(b, d)| *b += d);
            for &f in views[v] {
                let row = &mut g.w1[f as usize * h..(f as usize + 1) * h];
                row.iter_mut().zip(&da).for_each(|(r, d)| *r += d);
            }
        }
    }
}

/// Mean loss over a set.
fn mean_loss(net: &FloatWeights, set: &Set) -> f64 {
    let sum: f64 = (0..set.len())
        .map(|i| {
            let (s, o) = set.views(i);
            let p = sigmoid(f64::from(net.forward(s, o) + set.base[i]));
            let t = f64::from(set.target[i]);
            (p - t) * (p - t)
        })
        .sum();
    sum / set.len().max(1) as f64
}

/// Adam's moments for one block of parameters.
struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
}

impl Adam {
    fn new(n: usize) -> Adam {
        Adam {
            m: vec![0.0; n],
            v: vec![0.0; n],
        }
    }

    fn step(&mut self, w: &mut [f32], g: &[f32], scale: f32, rate: f32, decay: f32, t: i32) {
        let (b1, b2, eps) = (0.9f32, 0.999f32, 1e-8f32);
        let c1 = 1.0 - b1.powi(t);
        let c2 = 1.0 - b2.powi(t);
        if decay > 0.0 {
            let keep = 1.0 - rate * decay;
            w.iter_mut().for_each(|x| *x *= keep);
        }
        for k in 0..w.len() {
            let gk = g[k] * scale;
            if gk == 0.0 && self.m[k] == 0.0 {
                continue; // an input no position of the batch had, never seen
            }
            self.m[k] = b1 * self.m[k] + (1.0 - b1) * gk;
            self.v[k] = b2 * self.v[k] + (1.0 - b2) * gk * gk;
            w[k] -= rate * (self.m[k] / c1) / ((self.v[k] / c2).sqrt() + eps);
        }
    }
}

fn write_net(
    args: &TrainNetArgs,
    variant: Variant,
    net: &FloatWeights,
    residual: bool,
) -> Result<(), String> {
    let out_scale = (args.k * args.scale).round() as i32;
    let bytes = Network::quantize(variant, &merged(net), out_scale, residual)?.to_bytes();
    // Written beside and renamed, so that a stopped run never leaves half a file.
    let tmp = args.out.with_extension("partial");
    std::fs::write(&tmp, bytes).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, &args.out).map_err(|e| format!("cannot write {}: {e}", args.out.display()))
}

pub fn train_net(args: &TrainNetArgs) -> Result<(), String> {
    let (variant, preset) = match args.game.as_str() {
        "xiangqi" => (Variant::Xiangqi, "xiangqi"),
        "janggi" => (Variant::Janggi, "janggi"),
        other => return Err(format!("unknown game '{other}' (xiangqi or janggi)")),
    };
    if args.hidden == 0 || args.hidden > palace_engine::eval::net::MAX_HIDDEN {
        return Err(format!(
            "--hidden {} outside 1..={}",
            args.hidden,
            palace_engine::eval::net::MAX_HIDDEN
        ));
    }
    if args.batch == 0 || args.threads == 0 || args.epochs == 0 {
        return Err("--batch, --threads and --epochs must be at least 1".into());
    }
    let rules = RuleSet::preset(preset).expect("preset");
    let init = match &args.init {
        Some(path) => {
            let n = Network::load(path)?;
            if n.variant() != variant {
                return Err(format!("{}: a network for the other game", path.display()));
            }
            if args.residual && !n.residual() {
                return Err(format!(
                    "{}: trained without --residual; it cannot go on with it",
                    path.display()
                ));
            }
            Some(n)
        }
        None => None,
    };
    let residual = init.as_ref().map_or(args.residual, Network::residual);
    let (train, valid) = load(args, rules, residual)?;
    if train.len() < 100 || valid.len() == 0 {
        return Err(format!(
            "{} training and {} held-out positions: too few to train a network",
            train.len(),
            valid.len()
        ));
    }
    let mut net = match &init {
        Some(n) => {
            let mut f = n.to_float();
            // The file's rows hold everything; the shared rows start at zero.
            f.w1.resize((INPUTS + VIRTUAL) * f.hidden, 0.0);
            f
        }
        None => random_weights(args.hidden, args.seed, residual),
    };
    let h = net.hidden;
    eprintln!(
        "{} training, {} held-out positions, {h} hidden values; held-out loss at the start {:.6}",
        train.len(),
        valid.len(),
        mean_loss(&net, &valid)
    );
    let mut best = f64::INFINITY;
    let mut adam = [
        Adam::new((INPUTS + VIRTUAL) * h),
        Adam::new(h),
        Adam::new(2 * h),
        Adam::new(1),
    ];
    let mut order: Vec<u32> = (0..train.len() as u32).collect();
    let mut rng = Rng::new(args.seed ^ 0x5eed);
    let steps_per_epoch = train.len().div_ceil(args.batch);
    let total_steps = (steps_per_epoch * args.epochs) as f32;
    let mut t = 0i32;
    for epoch in 1..=args.epochs {
        for k in (1..order.len()).rev() {
            order.swap(k, rng.below(k as u64 + 1) as usize);
        }
        let progress = bar(
            steps_per_epoch as u64,
            &format!("steps of pass {epoch}/{}", args.epochs),
        );
        let mut train_loss = 0.0;
        let mut grads: Vec<Grad> = (0..args.threads).map(|_| Grad::new(h)).collect();
        for batch in order.chunks(args.batch) {
            let share = batch.len().div_ceil(args.threads);
            std::thread::scope(|s| {
                for (g, part) in grads.iter_mut().zip(batch.chunks(share)) {
                    let net = &net;
                    let train = &train;
                    s.spawn(move || backprop(net, train, part, g));
                }
            });
            let (first, rest) = grads.split_first_mut().expect("one thread at least");
            for g in rest.iter_mut() {
                first.w1.iter_mut().zip(&g.w1).for_each(|(a, b)| *a += b);
                first.b1.iter_mut().zip(&g.b1).for_each(|(a, b)| *a += b);
                first.w2.iter_mut().zip(&g.w2).for_each(|(a, b)| *a += b);
                first.b2 += g.b2;
                first.loss += g.loss;
            }
            t += 1;
            let rate = args.rate
                * (0.05 + 0.95 * 0.5 * (1.0 + (std::f32::consts::PI * t as f32 / total_steps).cos()));
            let scale = 1.0 / batch.len() as f32;
            adam[0].step(&mut net.w1, &first.w1, scale, rate, args.decay, t);
            adam[1].step(&mut net.b1, &first.b1, scale, rate, 0.0, t);
            adam[2].step(&mut net.w2, &first.w2, scale, rate, args.decay, t);
            let mut b2 = [net.b2];
            adam[3].step(&mut b2, &[first.b2], scale, rate, 0.0, t);
            net.b2 = b2[0];
            train_loss += first.loss;
            for g in &mut grads {
                g.w1.iter_mut().for_each(|x| *x = 0.0);
                g.b1.iter_mut().for_each(|x| *x = 0.0);
                g.w2.iter_mut().for_each(|x| *x = 0.0);
                g.b2 = 0.0;
                g.loss = 0.0;
            }
            progress.inc(1);
        }
        progress.finish_and_clear();
        let held = mean_loss(&net, &valid);
        let better = held < best;
        eprintln!(
            "pass {epoch}: training loss {:.6}, held-out loss {held:.6}{}",
            train_loss / train.len() as f64,
            if better { " (written)" } else { "" }
        );
        if better {
            best = held;
            write_net(args, variant, &net, residual)?;
        }
    }
    eprintln!("best held-out loss {best:.6}; network in {}", args.out.display());
    Ok(())
}
