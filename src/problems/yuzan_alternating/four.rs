//! The 4×4 oracle of the alternating-swap puzzle, written apart from the judge bin's IDA*:
//! an exact table of every (grid, kind of first move) pair within [`NEAR`] moves of the
//! sorted grid (a breadth-first search backwards from it; depth 5 would hold 1.2 million
//! grids and take seconds to build), and a perimeter search for the rest: depth-first
//! iterative deepening from the grid until it steps into the table, where the table's exact
//! answer ends the path. Outside the table a pair needs more than [`NEAR`] moves, and four
//! bounds prune: the cycle count (with its parity), Manhattan distance with alternating kinds,
//! Chebyshev distance (either swap moves two numbers a king's step each) and the colour
//! count. Chebyshev took the 21-move grid `6 9 1 16 / 8 12 14 10 / 7 11 13 5 / 3 15 2 4` from
//! 34.6 s and 345 MB to 0.13 s and 38 MB (with the bounds tried before the table lookup).
//! Given a sequence that sorts the grid (the output's or the answer file's), one failed
//! search two moves shorter proves it optimal: the reversed grid (26 moves) then takes
//! about 1.1 s and 41 MB, where finding its answer as well took 3.1 s and 190 MB. The
//! mirrored grids (`4 3 2 1 / 8 7 6 5 / …`, 22 moves) stay slow, about 8 s: every bound
//! here says 16 for them. The bin searches all the way down with bounds of its own and a
//! transposition table; the two share no code.
//!
//! ```no_run
//! use eight_puzzle::problems::yuzan_alternating::four::Near;
//! use eight_puzzle::problems::yuzan_alternating::Grid;
//!
//! let near = Near::build();
//! let grid = Grid::parse("2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 16").unwrap();
//! assert_eq!(near.fewest(&grid), Some(1));
//! ```

use super::{Grid, Kind, Oracle};
use crate::fxhash::FxHashMap;
use crate::tables::{Table, Tables};
use std::sync::Mutex;

/// The depth of the exact table: 92,496 grids, built in about 0.1 s.
pub const NEAR: u8 = 4;

/// Named 4×4 grids, each with its fewest moves as the kit's search proved them (once, with
/// `check`: 8.6 s, 8.9 s, 1.4 s and 0.1 s). The proofs tier and `cargo bench` run the bin on
/// them. The reversed grid is the farthest known; the grids in [`SLOW`] are left out, as
/// the bin takes minutes on them.
pub const HARD: [(&str, &str, u32); 4] = [
    (
        "mirrored left-right",
        "4 3 2 1 8 7 6 5 12 11 10 9 16 15 14 13",
        22,
    ),
    (
        "mirrored top-bottom",
        "13 14 15 16 9 10 11 12 5 6 7 8 1 2 3 4",
        22,
    ),
    ("reversed", "16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1", 26),
    ("transposed", "1 5 9 13 2 6 10 14 3 7 11 15 4 8 12 16", 16),
];

/// Grids the bin answers only after minutes: the sorted grid turned a quarter (each number
/// where the turn takes its cell). The clockwise one needs 24 moves by the bin, which took
/// 12.5 minutes: its search at bound 22 failed after 2.23 billion calls. The kit's search
/// has not proven it. The anticlockwise one is its mirror image, so it needs as many.
pub const SLOW: [(&str, &str, u32); 2] = [
    (
        "turned a quarter clockwise",
        "13 9 5 1 14 10 6 2 15 11 7 3 16 12 8 4",
        24,
    ),
    (
        "turned a quarter anticlockwise",
        "4 8 12 16 3 7 11 15 2 6 10 14 1 5 9 13",
        24,
    ),
];

/// Per (grid key, kind): the most moves shown not to be enough, in a direct-mapped cache of
/// 2^20 slots (9 MB): a pair evicts whatever shared its slot, so memory stays fixed and a
/// lookup is one probe. A lost entry only costs a search again, never a wrong answer.
struct Failed {
    keys: Vec<u64>,
    /// The kind in the top bit, the moves below; 0 for an empty slot (0 moves is never
    /// stored: a pair that fails at 0 is pruned before it is remembered).
    most: Vec<u8>,
}

const BITS: u32 = 20;
const SLOTS: usize = 1 << BITS;

impl Failed {
    /// An empty cache: the slots are allocated by the first [`Failed::remember`], so a grid
    /// the table answers at once costs no 9 MB of zeroes (that was nearly all of the time
    /// to judge the 92,496 grids within the table).
    fn new() -> Failed {
        Failed {
            keys: Vec::new(),
            most: Vec::new(),
        }
    }

    fn slot(key: u64, kind: Kind) -> usize {
        let mixed = (key ^ kind as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed >> (64 - BITS)) as usize
    }

    /// Whether `left` moves from (key, kind) are already known to be too few.
    fn rules_out(&self, key: u64, kind: Kind, left: u32) -> bool {
        if self.keys.is_empty() {
            return false;
        }
        let i = Failed::slot(key, kind);
        let most = self.most[i];
        self.keys[i] == key && most >> 7 == kind as u8 && left <= u32::from(most & 127)
    }

    fn remember(&mut self, key: u64, kind: Kind, left: u32) {
        if self.keys.is_empty() {
            (self.keys, self.most) = (vec![0; SLOTS], vec![0; SLOTS]);
        }
        let i = Failed::slot(key, kind);
        self.keys[i] = key;
        self.most[i] = (kind as u8) << 7 | left as u8;
    }
}

/// The exact table near the sorted 4×4 grid, and the search that reaches it.
pub struct Near {
    table: Oracle,
    swaps: [Vec<(usize, usize)>; 2],
    /// The fewest moves of every grid searched so far: a checker judges many outputs for
    /// one input (the special judges' tests, a pack), and each search can take a second.
    solved: Mutex<FxHashMap<u64, u32>>,
}

impl Table for Near {
    fn build(_: &Tables) -> Near {
        Near::build()
    }
}

impl Near {
    pub fn build() -> Near {
        Near {
            table: Oracle::within(4, NEAR),
            swaps: [Kind::Orthogonal, Kind::Diagonal].map(|kind| Grid::swaps(4, kind)),
            solved: Mutex::default(),
        }
    }

    /// How many grids the table holds.
    pub fn len(&self) -> usize {
        self.table.solvable()
    }

    /// Always false: the table holds the sorted grid.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every grid the table holds, with its fewest moves (first move of any kind).
    pub fn grids(&self) -> impl Iterator<Item = (Grid, u32)> + '_ {
        self.table.first_move.iter().map(|(&key, moves)| {
            let cells = (0..16).map(|i| (key >> (4 * i) & 15) as u32 + 1).collect();
            let grid = Grid::from_cells(cells).expect("a key holds a grid");
            (grid, u32::from(*moves.iter().min().expect("two kinds")))
        })
    }

    /// The fewest moves that sort a 4×4 grid. Every 4×4 grid can be sorted (both kinds of
    /// swap exist, and they generate every permutation); `None` only for other sizes.
    pub fn fewest(&self, grid: &Grid) -> Option<u32> {
        self.fewest_given(grid, None)
    }

    /// As [`Near::fewest`], given the length of a sequence known to sort the grid (a
    /// contestant's or an answer file's, already played). Every sequence has the parity of
    /// 16 − cycles, so one failed search two moves shorter proves `known` optimal; that
    /// search is the cheap one (the reversed grid's 24 moves: 15,574 nodes, where finding
    /// its 26 takes 32.5 million). Only if it succeeds does the full deepening run.
    pub fn fewest_given(&self, grid: &Grid, known: Option<u32>) -> Option<u32> {
        if grid.side() != 4 {
            return None;
        }
        let solved = || self.solved.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&fewest) = solved().get(&grid.key()) {
            return Some(fewest);
        }
        let fewest = self.search(grid, known);
        solved().insert(grid.key(), fewest);
        Some(fewest)
    }

    /// The search behind [`Near::fewest_given`], on a 4×4 grid.
    fn search(&self, grid: &Grid, known: Option<u32>) -> u32 {
        let start = Node::of(grid.key());
        let mut failed = Failed::new();
        if let Some(known) = known.filter(|&k| k >= 2) {
            if !self.reaches_any(&start, known - 2, &mut failed) {
                return known;
            }
        }
        let mut bound = 16 - start.cycles;
        while !self.reaches_any(&start, bound, &mut failed) {
            bound += 2; // every sequence has the parity of 16 - cycles
        }
        bound
    }

    /// Whether at most `left` moves, the first of either kind, sort the grid of `start`.
    fn reaches_any(&self, start: &Node, left: u32, failed: &mut Failed) -> bool {
        [Kind::Orthogonal, Kind::Diagonal]
            .into_iter()
            .any(|kind| self.reaches(start, kind, left, failed))
    }

    /// Whether at most `left` moves, the first of `kind`, sort the grid of `node` (only
    /// lengths of the grid's parity are ever asked). `failed` remembers, per (grid, kind), the most moves already shown too few: the
    /// answer depends on nothing else, so a pair met again by another order of swaps is
    /// settled at once.
    fn reaches(&self, node: &Node, kind: Kind, left: u32, failed: &mut Failed) -> bool {
        // The bounds first: they never exceed the true count, so a pair they rule out is
        // out of the table's reach too, and they cost no lookup.
        if !node.allows(kind, left) {
            return false;
        }
        if let Some(d) = self.table.fewest_from_key(node.key, kind) {
            return d <= left;
        }
        if left <= u32::from(NEAR) {
            return false;
        }
        if failed.rules_out(node.key, kind, left) {
            return false;
        }
        let found = self.swaps[kind as usize].iter().any(|&(a, b)| {
            let next = node.swapped(a, b);
            self.reaches(&next, kind.other(), left - 1, failed)
        });
        if !found {
            failed.remember(node.key, kind, left);
        }
        found
    }
}

/// A grid on the perimeter search's path: its key and the three measures it prunes by.
struct Node {
    key: u64,
    cycles: u32,
    manhattan: u32,
    chebyshev: u32,
    off_colour: u32,
}

impl Node {
    fn of(key: u64) -> Node {
        let (mut manhattan, mut chebyshev, mut off_colour) = (0, 0, 0);
        for cell in 0..16 {
            let d = distance(number_at(key, cell), cell);
            manhattan += d;
            chebyshev += king(number_at(key, cell), cell);
            off_colour += d % 2;
        }
        Node {
            key,
            cycles: cycles(key),
            manhattan,
            chebyshev,
            off_colour,
        }
    }

    /// Whether `left` moves, alternating from `kind`, could be enough: each swap changes the
    /// cycle count by one, an orthogonal swap takes at most 2 from the Manhattan sum and
    /// puts at most 2 numbers back on their colour, a diagonal swap takes at most 4 and
    /// changes no colour; either moves two numbers a king's step each (Chebyshev).
    fn allows(&self, kind: Kind, left: u32) -> bool {
        let orthogonal = match kind {
            Kind::Orthogonal => (left + 1) / 2,
            Kind::Diagonal => left / 2,
        };
        let diagonal = left - orthogonal;
        left + self.cycles >= 16
            && 2 * orthogonal + 4 * diagonal >= self.manhattan
            && 2 * orthogonal >= self.off_colour
            && 2 * left >= self.chebyshev
    }

    /// The node after swapping cells `a` and `b`.
    fn swapped(&self, a: usize, b: usize) -> Node {
        let (x, y) = (number_at(self.key, a), number_at(self.key, b));
        let (was, now) = (
            [distance(x, a), distance(y, b)],
            [distance(x, b), distance(y, a)],
        );
        let colours = |d: [u32; 2]| d[0] % 2 + d[1] % 2;
        Node {
            key: Grid::swap_in_key(self.key, a, b),
            cycles: if same_cycle(self.key, a, b) {
                self.cycles + 1
            } else {
                self.cycles - 1
            },
            manhattan: self.manhattan + now[0] + now[1] - was[0] - was[1],
            chebyshev: self.chebyshev + king(x, b) + king(y, a) - king(x, a) - king(y, b),
            off_colour: self.off_colour + colours(now) - colours(was),
        }
    }
}

/// The number (minus one) at `cell` of a key, which is also that number's own cell.
fn number_at(key: u64, cell: usize) -> usize {
    (key >> (4 * cell) & 15) as usize
}

/// Manhattan distance between two cells of the 4×4 grid.
fn distance(a: usize, b: usize) -> u32 {
    ((a / 4).abs_diff(b / 4) + (a % 4).abs_diff(b % 4)) as u32
}

/// Chebyshev (king's move) distance between two cells of the 4×4 grid.
fn king(a: usize, b: usize) -> u32 {
    (a / 4).abs_diff(b / 4).max((a % 4).abs_diff(b % 4)) as u32
}

/// The cycles of the permutation cell -> its number's own cell.
fn cycles(key: u64) -> u32 {
    let mut seen = 0u32;
    let mut count = 0;
    for start in 0..16 {
        if seen & 1 << start != 0 {
            continue;
        }
        count += 1;
        let mut cell = start;
        while seen & 1 << cell == 0 {
            seen |= 1 << cell;
            cell = (key >> (4 * cell) & 15) as usize;
        }
    }
    count
}

/// Whether cells `a` and `b` lie on one cycle (a swap then splits it in two).
fn same_cycle(key: u64, a: usize, b: usize) -> bool {
    let mut cell = (key >> (4 * a) & 15) as usize;
    while cell != a {
        if cell == b {
            return true;
        }
        cell = (key >> (4 * cell) & 15) as usize;
    }
    false
}
