//! n×n sliding boards for n = 2, 3, 4 (the 15-puzzle family), with the blank's goal in the
//! last cell: `1 2 … n²-1` in reading order, then the blank.
//!
//! Written apart from the judge bins: a board's key packs its cells into a `u64` (4 bits a
//! cell, cell 0 lowest), neighbours come from row and column arithmetic, and solvability is
//! decided by the permutation's cycles (the bins count inversions). [`layers`] enumerates the
//! state space breadth-first from the goal one layer at a time, as sorted vectors of keys.
//!
//! ```
//! use eight_puzzle::square::{layers, Square};
//!
//! let sample = Square::from_cells(3, &[1, 3, 0, 4, 2, 5, 7, 8, 6]).unwrap();
//! assert!(sample.solvable());
//! assert_eq!(Square::goal(3).neighbours().count(), 2);
//! let sizes: Vec<usize> = layers(4, 5).iter().map(Vec::len).collect();
//! assert_eq!(sizes, [1, 2, 4, 10, 24, 54]);
//! ```

use std::fmt;

/// The largest side: 16 cells of 4 bits fill a `u64`.
pub const MAX_SIDE: usize = 4;

/// An n×n board, row-major; `0` is the blank.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Square {
    side: usize,
    cells: [u8; 16],
}

impl Square {
    /// The goal: `1 2 … n²-1`, then the blank.
    pub fn goal(side: usize) -> Square {
        let mut cells = [0u8; 16];
        for (i, c) in cells.iter_mut().enumerate().take(side * side - 1) {
            *c = i as u8 + 1;
        }
        Square { side, cells }
    }

    /// Checks that `cells` holds each of `0..side²` once, for a side of 2 to 4.
    pub fn from_cells(side: usize, cells: &[u8]) -> Result<Square, String> {
        if !(2..=MAX_SIDE).contains(&side) || cells.len() != side * side {
            return Err(format!(
                "{} cells do not make a side of 2 to 4",
                cells.len()
            ));
        }
        let mut seen = 0u32;
        for &c in cells {
            if usize::from(c) >= cells.len() {
                return Err(format!("{c} is outside 0..={}", cells.len() - 1));
            }
            if seen & 1 << c != 0 {
                return Err(format!("{c} appears twice"));
            }
            seen |= 1 << c;
        }
        let mut board = Square {
            side,
            cells: [0; 16],
        };
        board.cells[..cells.len()].copy_from_slice(cells);
        Ok(board)
    }

    pub fn side(&self) -> usize {
        self.side
    }

    /// The cells, row-major.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.side * self.side]
    }

    /// The cell holding the blank.
    pub fn blank(&self) -> usize {
        self.cells().iter().position(|&c| c == 0).unwrap_or(0)
    }

    /// The cells packed 4 bits each, cell 0 in the lowest bits.
    pub fn key(&self) -> u64 {
        self.cells()
            .iter()
            .rev()
            .fold(0, |key, &c| key << 4 | u64::from(c))
    }

    /// Inverse of [`Square::key`].
    pub fn from_key(side: usize, key: u64) -> Square {
        let mut cells = [0u8; 16];
        for (i, c) in cells.iter_mut().enumerate().take(side * side) {
            *c = (key >> (4 * i) & 0xF) as u8;
        }
        Square { side, cells }
    }

    /// The board with the blank moved to `cell`, which must be next to it.
    pub fn moved(&self, cell: usize) -> Square {
        let mut next = *self;
        next.cells.swap(self.blank(), cell);
        next
    }

    /// The cells next to the blank: up, down, left, right, those on the board.
    pub fn blank_targets(&self) -> impl Iterator<Item = usize> {
        let (side, blank) = (self.side as i32, self.blank() as i32);
        let (row, col) = (blank / side, blank % side);
        [(-1, 0), (1, 0), (0, -1), (0, 1)]
            .into_iter()
            .map(move |(dr, dc)| (row + dr, col + dc))
            .filter(move |&(r, c)| (0..side).contains(&r) && (0..side).contains(&c))
            .map(move |(r, c)| (r * side + c) as usize)
    }

    /// The boards one move away.
    pub fn neighbours(&self) -> impl Iterator<Item = Square> + '_ {
        self.blank_targets().map(|cell| self.moved(cell))
    }

    /// Whether the board can reach the goal. Each move swaps the blank with a tile, a
    /// transposition that flips the permutation's parity, and moves the blank one cell,
    /// flipping the parity of its row-plus-column distance from its goal cell. So the sum of
    /// the two parities never changes, and it is even at the goal.
    pub fn solvable(&self) -> bool {
        let n = self.side * self.side;
        // The permutation maps each cell to the goal cell of what it holds.
        let home = |c: u8| if c == 0 { n - 1 } else { usize::from(c) - 1 };
        let mut visited = 0u32;
        let mut cycles = 0;
        for start in 0..n {
            let mut cell = start;
            if visited & 1 << cell != 0 {
                continue;
            }
            cycles += 1;
            while visited & 1 << cell == 0 {
                visited |= 1 << cell;
                cell = home(self.cells[cell]);
            }
        }
        let blank = self.blank();
        let far = (self.side - 1 - blank / self.side) + (self.side - 1 - blank % self.side);
        (n - cycles + far) % 2 == 0
    }
}

/// The cells in rows, e.g. `1 3 0\n4 2 5\n7 8 6\n`: AOJ's input format.
impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.cells().chunks(self.side) {
            let words: Vec<String> = row.iter().map(u8::to_string).collect();
            writeln!(f, "{}", words.join(" "))?;
        }
        Ok(())
    }
}

/// Breadth-first search from the goal of side `side`: `layers(side, depth)[d]` holds the keys
/// of every board exactly `d` moves away, sorted, for `d <= depth`.
///
/// Moves undo each other, so the graph is undirected, and it is bipartite (every move flips
/// the blank's colour on a checkerboard): a neighbour of a board in layer d lies in layer
/// d - 1 or d + 1. Each new layer is therefore the neighbours of the last, less those in the
/// one before it; no set of every board seen is needed. Memory is the layers kept: about 26
/// MB to depth 20 on the 4×4 board (3.3 million boards).
pub fn layers(side: usize, depth: u32) -> Vec<Vec<u64>> {
    let mut all = vec![vec![Square::goal(side).key()]];
    for _ in 0..depth {
        let last = &all[all.len() - 1];
        let before: &[u64] = if all.len() >= 2 {
            &all[all.len() - 2]
        } else {
            &[]
        };
        let mut next = Vec::with_capacity(last.len() * 2);
        for &key in last {
            for board in Square::from_key(side, key).neighbours() {
                let key = board.key();
                if before.binary_search(&key).is_err() {
                    next.push(key);
                }
            }
        }
        next.sort_unstable();
        next.dedup();
        if next.is_empty() {
            break;
        }
        all.push(next);
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_and_bad_cells_are_refused() {
        let board =
            Square::from_cells(4, &[1, 2, 3, 4, 6, 7, 8, 0, 5, 10, 11, 12, 9, 13, 14, 15]).unwrap();
        assert_eq!(Square::from_key(4, board.key()), board);
        assert_eq!(board.blank(), 7);
        assert_eq!(board.neighbours().count(), 3);
        assert_eq!(Square::goal(2).to_string(), "1 2\n3 0\n");
        for (side, bad) in [
            (3, &[0u8, 1, 2][..]),
            (2, &[0, 1, 2, 2]),
            (2, &[0, 1, 2, 4]),
        ] {
            assert!(Square::from_cells(side, bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_2x2_space_is_a_cycle_of_twelve() {
        let sizes: Vec<usize> = layers(2, 10).iter().map(Vec::len).collect();
        assert_eq!(sizes, [1, 2, 2, 2, 2, 2, 1]);
    }
}
