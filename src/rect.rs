//! Small rectangular sliding boards (2×3 for LeetCode 773, 2×4 for AOJ 0121): at most 8
//! cells, `0` the blank, packed 4 bits a cell in a `u32`; the blank's moves by row and column
//! arithmetic; a breadth-first distance table from a goal in a hash map of packed boards.
//!
//! The judge bins index boards by their rank among the permutations instead; this module is
//! written apart from them on purpose, so that agreement means something.
//!
//! ```
//! use eight_puzzle::rect::{Rect, RectGoal, Distances};
//! use eight_puzzle::tables::Tables;
//!
//! struct Leet;
//! impl RectGoal for Leet {
//!     const RECT: Rect = Rect { rows: 2, cols: 3 };
//!     const GOAL: &'static [u8] = &[1, 2, 3, 4, 5, 0];
//! }
//! let table = Tables::new().get::<Distances<Leet>>();
//! assert_eq!(table.get(&[4, 1, 2, 5, 0, 3]), Some(5));
//! assert_eq!(table.get(&[1, 2, 3, 5, 4, 0]), None);
//! assert_eq!(table.histogram().iter().sum::<usize>(), 360);
//! ```

use crate::distances::histogram;
use crate::fxhash::FxHashMap;
use crate::mt19937::Mt19937;
use crate::sampling::{draw, none_that_far, shuffle, Reach};
use crate::tables::{Table, Tables};
use std::collections::VecDeque;
use std::marker::PhantomData;

/// A board's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    pub rows: usize,
    pub cols: usize,
}

impl Rect {
    /// How many cells.
    pub const fn cells(self) -> usize {
        self.rows * self.cols
    }

    /// The cells orthogonally next to `cell`.
    pub fn neighbours(self, cell: usize) -> Vec<usize> {
        let (row, col) = (cell / self.cols, cell % self.cols);
        let mut next = Vec::with_capacity(4);
        if row > 0 {
            next.push(cell - self.cols);
        }
        if row + 1 < self.rows {
            next.push(cell + self.cols);
        }
        if col > 0 {
            next.push(cell - 1);
        }
        if col + 1 < self.cols {
            next.push(cell + 1);
        }
        next
    }

    /// Every arrangement of 0..n on the board (n! of them), in lexicographic order.
    pub fn all(self) -> Vec<Vec<u8>> {
        let mut all = Vec::new();
        let mut cells: Vec<u8> = (0..self.cells() as u8).collect();
        loop {
            all.push(cells.clone());
            // The next permutation: the last ascent, its successor, then the tail reversed.
            let Some(i) = (1..cells.len()).rev().find(|&i| cells[i - 1] < cells[i]) else {
                return all;
            };
            let j = (i..cells.len())
                .rev()
                .find(|&j| cells[j] > cells[i - 1])
                .expect("an ascent");
            cells.swap(i - 1, j);
            cells[i..].reverse();
        }
    }

    /// Checks that `cells` holds 0..n once each for this shape's n cells.
    pub fn validate(self, cells: &[u8]) -> Result<(), String> {
        let n = self.cells();
        if cells.len() != n {
            return Err(format!("expected {n} numbers, got {}", cells.len()));
        }
        let mut seen = vec![false; n];
        for &c in cells {
            match seen.get_mut(usize::from(c)) {
                None => return Err(format!("{c} is outside 0..={}", n - 1)),
                Some(true) => return Err(format!("{c} appears twice")),
                Some(slot) => *slot = true,
            }
        }
        Ok(())
    }
}

/// `cells` packed 4 bits a cell, cell 0 lowest.
pub fn pack(cells: &[u8]) -> u32 {
    cells
        .iter()
        .rev()
        .fold(0, |key, &c| key << 4 | u32::from(c))
}

/// The `n` cells of a packed board.
pub fn unpack(key: u32, n: usize) -> Vec<u8> {
    (0..n).map(|i| (key >> (4 * i) & 15) as u8).collect()
}

/// A problem's board shape and goal.
pub trait RectGoal: 'static {
    const RECT: Rect;
    const GOAL: &'static [u8];
}

/// The fewest moves from every board that reaches `G`'s goal, by packed board.
pub struct Distances<G: RectGoal>(FxHashMap<u32, u8>, PhantomData<fn() -> G>);

impl<G: RectGoal> Table for Distances<G> {
    fn build(_: &Tables) -> Self {
        Distances(distances_from(G::RECT, G::GOAL), PhantomData)
    }
}

/// The distances the seed's flat-index mistake computes on a rectangle: the blank's moves
/// taken as `p ± 1` and `p ± cols` inside the array, so that `p ± 1` wraps across rows.
pub struct FlatDistances<G: RectGoal>(FxHashMap<u32, u8>, PhantomData<fn() -> G>);

impl<G: RectGoal> Table for FlatDistances<G> {
    fn build(_: &Tables) -> Self {
        FlatDistances(search(G::RECT, G::GOAL, flat_neighbours), PhantomData)
    }
}

impl<G: RectGoal> FlatDistances<G> {
    /// The flat-index distance of `cells`, `None` where the mistake finds no way either.
    pub fn get(&self, cells: &[u8]) -> Option<u32> {
        self.0.get(&pack(cells)).map(|&d| u32::from(d))
    }
}

/// The cells `p ± 1` and `p ± cols` that lie inside the array ([`FlatDistances`]).
fn flat_neighbours(rect: Rect, cell: usize) -> Vec<usize> {
    let steps = [
        cell.checked_sub(1),
        Some(cell + 1),
        cell.checked_sub(rect.cols),
        Some(cell + rect.cols),
    ];
    steps
        .into_iter()
        .flatten()
        .filter(|&c| c < rect.cells())
        .collect()
}

/// The fewest moves from every board of `rect` that reaches `goal` (any arrangement, `0` the
/// blank), by packed board ([`pack`]): one breadth-first search from the goal.
pub fn distances_from(rect: Rect, goal: &[u8]) -> FxHashMap<u32, u8> {
    search(rect, goal, Rect::neighbours)
}

/// [`distances_from`] with the blank's moves given by `neighbours`.
fn search(
    rect: Rect,
    goal: &[u8],
    neighbours: fn(Rect, usize) -> Vec<usize>,
) -> FxHashMap<u32, u8> {
    let mut distance = FxHashMap::default();
    distance.insert(pack(goal), 0u8);
    let mut queue = VecDeque::from([goal.to_vec()]);
    while let Some(cells) = queue.pop_front() {
        let d = distance[&pack(&cells)];
        let blank = cells.iter().position(|&c| c == 0).expect("a blank");
        for to in neighbours(rect, blank) {
            let mut next = cells.clone();
            next.swap(blank, to);
            distance.entry(pack(&next)).or_insert_with(|| {
                queue.push_back(next);
                d + 1
            });
        }
    }
    distance
}

impl<G: RectGoal> Distances<G> {
    /// The fewest moves from `cells` to the goal, `None` if it cannot reach it.
    pub fn get(&self, cells: &[u8]) -> Option<u32> {
        self.0.get(&pack(cells)).map(|&d| u32::from(d))
    }

    /// `histogram()[d]` = how many boards are exactly `d` moves out.
    pub fn histogram(&self) -> Vec<usize> {
        histogram(self.0.values().map(|&d| u32::from(d)))
    }

    /// Every board whose distance lies in `reach`, in packed order; an error naming the
    /// largest distance if there is none.
    pub fn far(&self, reach: Reach) -> Result<Vec<Vec<u8>>, String> {
        let mut keys: Vec<u32> = self
            .0
            .iter()
            .filter(|(_, &d)| reach.holds(u32::from(d)))
            .map(|(&key, _)| key)
            .collect();
        if keys.is_empty() {
            let largest = self.histogram().len() as u32 - 1;
            return Err(none_that_far(reach, largest));
        }
        keys.sort_unstable();
        Ok(keys.iter().map(|&k| unpack(k, G::RECT.cells())).collect())
    }
}

/// The goal after `k` random moves of the blank, each drawn as `rng() % (moves possible)`.
pub fn walk<G: RectGoal>(rng: &mut Mt19937, k: u32) -> Vec<u8> {
    let mut cells = G::GOAL.to_vec();
    for _ in 0..k {
        let blank = cells.iter().position(|&c| c == 0).expect("a blank");
        let next = G::RECT.neighbours(blank);
        cells.swap(blank, next[draw(rng, next.len())]);
    }
    cells
}

/// A uniformly random arrangement, half of them unsolvable.
pub fn uniform<G: RectGoal>(rng: &mut Mt19937) -> Vec<u8> {
    let mut cells = G::GOAL.to_vec();
    shuffle(&mut cells, rng);
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_round_trips_and_moves_stay_on_the_board() {
        let cells = [7, 6, 5, 4, 3, 2, 1, 0];
        assert_eq!(unpack(pack(&cells), 8), cells);
        let rect = Rect { rows: 2, cols: 4 };
        assert_eq!(rect.neighbours(0), [4, 1]);
        assert_eq!(rect.neighbours(5), [1, 4, 6]);
        assert!(rect.validate(&[0, 1, 2, 3, 4, 5, 7, 7]).is_err());
        assert!(rect.validate(&[0, 1, 2, 3, 4, 5, 6, 8]).is_err());
        assert!(rect.validate(&[0, 1, 2]).is_err());
        let all = Rect { rows: 2, cols: 3 }.all();
        assert_eq!(
            (all.len(), &all[1], &all[719]),
            (720, &vec![0, 1, 2, 3, 5, 4], &vec![5, 4, 3, 2, 1, 0])
        );
    }
}
