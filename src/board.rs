//! The 3×3 sliding-puzzle board: nine cells in row-major order, `0` for the blank.
//!
//! Only what every sliding problem shares lives here; each problem's input format and goal
//! live in its own module under [`crate::problems`].
//!
//! ```
//! use eight_puzzle::board::{Adjacency, Board};
//!
//! let b = Board::from_cells(&[2, 8, 3, 1, 0, 4, 7, 6, 5]).unwrap();
//! assert_eq!(b.blank(), 4);
//! assert_eq!(b.neighbours(Adjacency::Grid).len(), 4);
//! assert_eq!(b.to_string(), "283104765");
//! ```

use std::fmt;

/// Which cells count as next to each other when the blank moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Adjacency {
    /// Up, down, left, right on the 3×3 grid: the real puzzle.
    Grid,
    /// The seed's bug: flat index `p ± 1`, `p ± 3` kept only inside `0..=8`, so `p ± 1`
    /// wraps from the end of one row to the start of the next.
    Flat,
}

/// Nine cells, row-major; `0` is the blank, `1..=8` the tiles.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Board(pub [u8; 9]);

impl Board {
    /// Checks that `cells` is a permutation of `0..=8`.
    pub fn from_cells(cells: &[u8]) -> Result<Board, String> {
        if cells.len() != 9 {
            return Err(format!("expected 9 cells, got {}", cells.len()));
        }
        let mut board = [0u8; 9];
        let mut count = [0u8; 9];
        for (slot, &c) in board.iter_mut().zip(cells) {
            if c > 8 {
                return Err(format!("cell value {c} is out of range"));
            }
            count[c as usize] += 1;
            *slot = c;
        }
        match count.iter().position(|&n| n != 1) {
            Some(missing) => Err(format!("value {missing} does not appear exactly once")),
            None => Ok(Board(board)),
        }
    }

    /// The cell holding the blank.
    pub fn blank(&self) -> usize {
        self.0
            .iter()
            .position(|&c| c == 0)
            .expect("a board has a blank")
    }

    /// Parity of the number of inversions among the eight tiles (the blank left out).
    ///
    /// On a board of odd width no move changes it: a horizontal move keeps the tiles' order,
    /// a vertical one carries a tile past exactly two others. Two boards of the same parity
    /// reach each other; that is the criterion the tests hold the BFS oracle to.
    pub fn tile_parity(&self) -> u8 {
        let tiles: Vec<u8> = self.0.iter().copied().filter(|&c| c != 0).collect();
        let mut inversions = 0u32;
        for i in 0..tiles.len() {
            for j in i + 1..tiles.len() {
                inversions += u32::from(tiles[i] > tiles[j]);
            }
        }
        (inversions % 2) as u8
    }

    /// The board as nine 4-bit fields, cell 0 in the lowest: the oracles' hash key.
    pub fn key(&self) -> u64 {
        self.0
            .iter()
            .rev()
            .fold(0u64, |acc, &c| (acc << 4) | u64::from(c))
    }

    /// Inverse of [`Board::key`].
    pub fn from_key(key: u64) -> Board {
        let mut cells = [0u8; 9];
        for (i, c) in cells.iter_mut().enumerate() {
            *c = ((key >> (4 * i)) & 0xF) as u8;
        }
        Board(cells)
    }

    /// The board with the blank moved to cell `to` (the tile there takes the blank's cell).
    pub fn moved(&self, to: usize) -> Board {
        let mut next = *self;
        next.0.swap(self.blank(), to);
        next
    }

    /// The boards one blank move away under the given adjacency, in the order up, down,
    /// left, right (the reference generator draws from them in that order).
    pub fn neighbours(&self, adjacency: Adjacency) -> Vec<Board> {
        let p = self.blank() as i32;
        let targets: Vec<i32> = match adjacency {
            Adjacency::Grid => {
                let (row, col) = (p / 3, p % 3);
                [(-1, 0), (1, 0), (0, -1), (0, 1)]
                    .iter()
                    .map(|&(dr, dc)| (row + dr, col + dc))
                    .filter(|&(r, c)| (0..3).contains(&r) && (0..3).contains(&c))
                    .map(|(r, c)| r * 3 + c)
                    .collect()
            }
            Adjacency::Flat => [-3, 3, -1, 1]
                .iter()
                .map(|d| p + d)
                .filter(|q| (0..9).contains(q))
                .collect(),
        };
        targets
            .into_iter()
            .map(|q| self.moved(q as usize))
            .collect()
    }

    /// All 9! boards, in increasing order of their digits.
    pub fn all() -> impl Iterator<Item = Board> {
        permutations([0, 1, 2, 3, 4, 5, 6, 7, 8].to_vec()).map(|cells| {
            let mut board = [0; 9];
            board.copy_from_slice(&cells);
            Board(board)
        })
    }
}

/// The nine digits, e.g. `283104765`: P1379's format, and the kit's compact spelling.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &c in &self.0 {
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// Every arrangement of `first` (which must be sorted), in lexicographic order.
pub fn permutations<T: Ord + Clone>(first: Vec<T>) -> impl Iterator<Item = Vec<T>> {
    let mut next = Some(first);
    std::iter::from_fn(move || {
        let current = next.take()?;
        let mut following = current.clone();
        if next_permutation(&mut following) {
            next = Some(following);
        }
        Some(current)
    })
}

/// Rearranges `items` into the next permutation in lexicographic order; `false` (and the
/// slice left unchanged) if it already was the last one.
pub fn next_permutation<T: Ord>(items: &mut [T]) -> bool {
    let Some(i) = items.windows(2).rposition(|w| w[0] < w[1]) else {
        return false;
    };
    let j = items
        .iter()
        .rposition(|x| *x > items[i])
        .expect("a larger item exists");
    items.swap(i, j);
    items[i + 1..].reverse();
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_and_bad_cells_are_refused() {
        let b = Board([2, 8, 3, 1, 0, 4, 7, 6, 5]);
        assert_eq!(Board::from_key(b.key()), b);
        assert_eq!(Board::from_cells(&b.0), Ok(b));
        for bad in [&[1, 2, 3][..], &[0, 1, 2, 3, 4, 5, 6, 7, 9], &[0; 9]] {
            assert!(Board::from_cells(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn flat_adjacency_wraps_across_rows() {
        // Blank at cell 2 (end of row 0): the grid offers cells 1 and 5, flat adds cell 3.
        let b = Board([1, 2, 0, 3, 4, 5, 6, 7, 8]);
        assert_eq!(b.neighbours(Adjacency::Grid).len(), 2);
        let flat = b.neighbours(Adjacency::Flat);
        assert_eq!(flat.len(), 3);
        assert!(flat.contains(&Board([1, 2, 3, 0, 4, 5, 6, 7, 8])));
    }

    #[test]
    fn all_boards_are_sorted_and_distinct() {
        let all: Vec<Board> = Board::all().collect();
        assert_eq!(all.len(), 362_880);
        assert!(all.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(permutations(vec![1, 2, 3]).count(), 6);
    }
}
