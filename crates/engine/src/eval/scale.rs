//! Xiangqi endgame scaling: how much of its evaluation the stronger side
//! keeps where its material can hardly force mate.

use super::mobility::{
    color_of, rel_rank, role, ADVISOR, CANNON, CHARIOT, ELEPHANT, FILE_RANK, HORSE, SOLDIER,
};
use crate::params::*;
use palace_rules::{Color, Position};

/// How much of its evaluation the side `strong` keeps in a Xiangqi
/// ending, in sixteenths: 16 unless its material cannot, or can hardly,
/// force mate against the defenders left (the values are in `params`).
#[must_use]
pub fn xq_scale(pos: &Position, strong: Color) -> i32 {
    // Kings and up to four guards plus two attackers: anything more can win.
    if pos.occupied(strong).count() > 7 {
        return 16;
    }
    let board = pos.board();
    // Per side: counts by role code, and soldiers short of the last rank.
    let mut n = [[0i32; 8]; 2];
    let mut live_soldiers = [0i32; 2];
    for color in Color::ALL {
        for sq in pos.occupied(color) {
            let sq = sq.index();
            let c = board[sq];
            let us = color_of(c);
            n[us][role(c) as usize] += 1;
            if role(c) == SOLDIER && rel_rank(us, i32::from(FILE_RANK[sq].1)) < 9 {
                live_soldiers[us] += 1;
            }
        }
    }
    let (st, wk) = (strong.index(), strong.index() ^ 1);
    let [chariots, horses, cannons, soldiers] = [CHARIOT, HORSE, CANNON, SOLDIER].map(|r| n[st][r as usize]);
    let defenders = n[wk][ADVISOR as usize] + n[wk][ELEPHANT as usize];
    let weak_attackers =
        n[wk][CHARIOT as usize] + n[wk][HORSE as usize] + n[wk][CANNON as usize] + n[wk][SOLDIER as usize];
    let full_defence = n[wk][ADVISOR as usize] == 2 && n[wk][ELEPHANT as usize] == 2;
    let majors = chariots + horses + cannons;
    if majors == 0 && soldiers == 0 {
        return XQ_SCALE_NO_ATTACKER;
    }
    if majors == 0 && live_soldiers[st] == 0 {
        // Soldiers on the last rank only: they can still check sideways.
        return XQ_SCALE_LONE_MINOR_DRAW;
    }
    match (chariots, horses, cannons, soldiers) {
        (0, 0, 0, 1) if defenders >= 2 => XQ_SCALE_LONE_MINOR_DRAW,
        (0, 0, 0, 1) if defenders == 1 => XQ_SCALE_HARD,
        (0, 0, 0, 2) if full_defence => XQ_SCALE_HARD,
        (0, 0, 1, 0) if defenders + weak_attackers > 0 || n[st][ADVISOR as usize] == 0 => {
            XQ_SCALE_LONE_MINOR_DRAW
        }
        (0, 1, 0, 0) if n[wk][ELEPHANT as usize] == 2 || defenders >= 3 => XQ_SCALE_FULL_DEFENCE,
        (0, 1, 0, 0) if n[wk][ADVISOR as usize] == 2 => XQ_SCALE_HARD,
        (1, 0, 0, 0) if full_defence && n[wk][CHARIOT as usize] == 0 => XQ_SCALE_FULL_DEFENCE,
        _ if chariots == 0 && majors + soldiers == 2 && full_defence && weak_attackers == 0 => {
            XQ_SCALE_TWO_MINORS
        }
        _ => 16,
    }
}
