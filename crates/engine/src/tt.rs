//! The transposition table: a fixed-size array of 16-byte entries keyed by
//! the rules library's Zobrist hash, shared between search threads without
//! locks (each entry stores `key ^ data` beside `data`, so a torn write
//! reads as a miss).

use palace_rules::Move;
use std::alloc::{alloc_zeroed, dealloc, Layout};
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};

/// What a stored score means.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    /// The score is a lower bound (fail high).
    Lower,
    /// The score is an upper bound (fail low).
    Upper,
}

/// A probed entry.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    pub mv: Option<Move>,
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
}

const ENTRY_BYTES: usize = 16;

/// The table. Its size is a power of two number of entries, at most the
/// megabytes asked for.
pub struct Tt {
    ptr: *mut AtomicU64,
    entries: usize,
    generation: AtomicU8,
}

// SAFETY: the table owns its allocation and every access goes through
// atomics.
unsafe impl Send for Tt {}
unsafe impl Sync for Tt {}

impl std::fmt::Debug for Tt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tt").field("entries", &self.entries).finish()
    }
}

impl Tt {
    /// A table of at most `mb` megabytes (at least one entry).
    #[must_use]
    pub fn new(mb: usize) -> Tt {
        let bytes = mb.max(1).saturating_mul(1 << 20);
        let mut entries = 1usize;
        while entries * 2 * ENTRY_BYTES <= bytes {
            entries *= 2;
        }
        let layout = Self::layout(entries);
        // SAFETY: the layout has a non-zero size; zeroed memory is a valid
        // array of AtomicU64 (same representation as u64). Zeroed pages are
        // not touched until written, so an idle table costs little memory.
        let ptr = unsafe { alloc_zeroed(layout) }.cast::<AtomicU64>();
        if ptr.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        Tt {
            ptr,
            entries,
            generation: AtomicU8::new(0),
        }
    }

    fn layout(entries: usize) -> Layout {
        Layout::array::<AtomicU64>(entries * 2).expect("table size")
    }

    /// Number of entries.
    #[must_use]
    pub fn entries(&self) -> usize {
        self.entries
    }

    /// Bytes allocated.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.entries * ENTRY_BYTES
    }

    #[inline]
    fn slot(&self, key: u64) -> (&AtomicU64, &AtomicU64) {
        let i = (key as usize) & (self.entries - 1);
        // SAFETY: i < entries and the allocation holds 2 * entries words.
        unsafe { (&*self.ptr.add(2 * i), &*self.ptr.add(2 * i + 1)) }
    }

    /// Starts a new search (ages older entries for replacement).
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    /// Forgets everything.
    pub fn clear(&self) {
        for i in 0..self.entries * 2 {
            // SAFETY: within the allocation.
            unsafe { &*self.ptr.add(i) }.store(0, Ordering::Relaxed);
        }
    }

    // data layout: move 16 | score 16 | eval 16 | depth 8 | bound 2 + gen 6
    #[inline]
    fn pack(mv: Option<Move>, score: i32, eval: i32, depth: i32, bound: Bound, gen: u8) -> u64 {
        let m = mv.map_or(0, |m| u64::from(m.to_u16()) + 1);
        let b = match bound {
            Bound::Exact => 1u64,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        m | (u64::from(score as i16 as u16) << 16)
            | (u64::from(eval as i16 as u16) << 32)
            | (u64::from(depth.clamp(0, 255) as u8) << 48)
            | ((b | (u64::from(gen & 63) << 2)) << 56)
    }

    /// Looks a position up.
    #[must_use]
    #[inline(always)]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let (k, d) = self.slot(key);
        let data = d.load(Ordering::Relaxed);
        let stored = k.load(Ordering::Relaxed);
        if data == 0 || stored ^ data != key {
            return None;
        }
        let m = (data & 0xffff) as u16;
        let mv = if m == 0 { None } else { Move::from_u16(m - 1) };
        let bound = match (data >> 56) & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        Some(Hit {
            mv,
            score: i32::from((data >> 16) as u16 as i16),
            eval: i32::from((data >> 32) as u16 as i16),
            depth: i32::from((data >> 48) as u8),
            bound,
        })
    }

    /// Stores a result; keeps a deeper entry of the current search for
    /// another position.
    #[inline]
    pub fn store(&self, key: u64, mv: Option<Move>, score: i32, eval: i32, depth: i32, bound: Bound) {
        let (k, d) = self.slot(key);
        let gen = self.generation.load(Ordering::Relaxed) & 63;
        let old = d.load(Ordering::Relaxed);
        if old != 0 {
            let old_key = k.load(Ordering::Relaxed) ^ old;
            let old_gen = ((old >> 58) & 63) as u8;
            let old_depth = ((old >> 48) & 0xff) as i32;
            if old_key == key {
                // Keep the old move when the new result has none.
                let mv = mv.or_else(|| {
                    let m = (old & 0xffff) as u16;
                    if m == 0 {
                        None
                    } else {
                        Move::from_u16(m - 1)
                    }
                });
                if bound != Bound::Exact && depth + 2 < old_depth && old_gen == gen {
                    return;
                }
                let data = Self::pack(mv, score, eval, depth, bound, gen);
                d.store(data, Ordering::Relaxed);
                k.store(key ^ data, Ordering::Relaxed);
                return;
            }
            if old_gen == gen && old_depth > depth + 3 {
                return;
            }
        }
        let data = Self::pack(mv, score, eval, depth, bound, gen);
        d.store(data, Ordering::Relaxed);
        k.store(key ^ data, Ordering::Relaxed);
    }

    /// Per mille of a sample of entries written in this search.
    #[must_use]
    pub fn hashfull(&self) -> u32 {
        let gen = self.generation.load(Ordering::Relaxed) & 63;
        let n = self.entries.min(1000);
        let mut used = 0;
        for i in 0..n {
            // SAFETY: within the allocation.
            let d = unsafe { &*self.ptr.add(2 * i + 1) }.load(Ordering::Relaxed);
            if d != 0 && ((d >> 58) & 63) as u8 == gen {
                used += 1;
            }
        }
        (used * 1000 / n) as u32
    }
}

impl Drop for Tt {
    fn drop(&mut self) {
        // SAFETY: allocated in `new` with the same layout.
        unsafe { dealloc(self.ptr.cast::<u8>(), Self::layout(self.entries)) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use palace_rules::{Position, RuleSet};

    #[test]
    fn size_obeys_megabytes() {
        for mb in [1, 2, 3, 16, 100] {
            let tt = Tt::new(mb);
            assert!(tt.bytes() <= mb << 20);
            assert!(tt.bytes() * 2 > mb << 20);
        }
    }

    #[test]
    fn store_and_probe_round_trip() {
        let tt = Tt::new(1);
        let pos = Position::start(RuleSet::preset("janggi").unwrap());
        let moves = pos.legal_moves();
        for (i, &m) in moves.iter().enumerate() {
            let key = 0x1234_5678_9abc_def0u64.wrapping_mul(i as u64 + 1);
            let bound = [Bound::Exact, Bound::Lower, Bound::Upper][i % 3];
            tt.store(key, Some(m), -29_000 + i as i32, 77 - i as i32, i as i32, bound);
            let h = tt.probe(key).unwrap();
            assert_eq!(h.mv, Some(m));
            assert_eq!(h.score, -29_000 + i as i32);
            assert_eq!(h.eval, 77 - i as i32);
            assert_eq!(h.depth, i as i32);
            assert_eq!(h.bound, bound);
            // Same slot, another key: a miss.
            assert!(tt.probe(key ^ (1 << 50)).is_none());
        }
        tt.clear();
        assert!(tt.probe(0x1234_5678_9abc_def0).is_none());
    }

    #[test]
    fn concurrent_writers_never_yield_torn_entries() {
        // Many threads hammer a tiny table; every hit must carry the data
        // that was written for exactly that key.
        let tt = std::sync::Arc::new(Tt::new(1));
        let threads: Vec<_> = (0..4u64)
            .map(|t| {
                let tt = tt.clone();
                std::thread::spawn(move || {
                    let mut x = 0x9e37_79b9_7f4a_7c15u64 ^ t;
                    for _ in 0..200_000 {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        let key = x % 5000 + 1;
                        let score = (key % 20_000) as i32;
                        tt.store(key, None, score, -score, (key % 50) as i32, Bound::Exact);
                        let probe = (x >> 20) % 5000 + 1;
                        if let Some(h) = tt.probe(probe) {
                            assert_eq!(h.score, (probe % 20_000) as i32);
                            assert_eq!(h.eval, -h.score);
                            assert_eq!(h.depth, (probe % 50) as i32);
                        }
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
    }
}
