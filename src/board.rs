//! The 3×3 sliding-puzzle board: nine cells in row-major order, `0` for the blank.
//!
//! ```
//! use eight_puzzle::board::{Adjacency, Board, P1379_GOAL};
//!
//! let b = Board::from_digits("283104765").unwrap();
//! assert_eq!(b.blank(), 4);
//! assert_eq!(b.neighbours(Adjacency::Grid).len(), 4);
//! assert_eq!(b.tile_parity(), P1379_GOAL.tile_parity()); // so it can reach the goal
//! ```

use std::fmt;

/// Luogu P1379's goal `123804765` (blank in the centre).
pub const P1379_GOAL: Board = Board([1, 2, 3, 8, 0, 4, 7, 6, 5]);
/// AcWing's goal `1 2 3 / 4 5 6 / 7 8 x`.
pub const ACWING_GOAL: Board = Board([1, 2, 3, 4, 5, 6, 7, 8, 0]);

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
    /// Parses P1379's format: one token of nine distinct digits `0`–`8`.
    pub fn from_digits(text: &str) -> Result<Board, String> {
        let mut tokens = text.split_whitespace();
        let token = tokens.next().ok_or("empty board")?;
        if tokens.next().is_some() {
            return Err("more than one token on a P1379 board".into());
        }
        let cells: Vec<u8> = token
            .chars()
            .map(|c| match c {
                '0'..='8' => Ok(c as u8 - b'0'),
                _ => Err(format!("'{c}' is not a digit 0-8")),
            })
            .collect::<Result<_, _>>()?;
        Board::from_cells(&cells)
    }

    /// Parses AcWing's format: nine whitespace-separated tokens `1`–`8` and `x` (or `X`).
    pub fn from_acwing(text: &str) -> Result<Board, String> {
        let cells: Vec<u8> = text
            .split_whitespace()
            .map(|t| match t {
                "x" | "X" => Ok(0),
                _ if t.len() == 1 && (b'1'..=b'8').contains(&t.as_bytes()[0]) => {
                    Ok(t.as_bytes()[0] - b'0')
                }
                _ => Err(format!("'{t}' is not a tile 1-8 or x")),
            })
            .collect::<Result<_, _>>()?;
        Board::from_cells(&cells)
    }

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

    /// P1379's format, e.g. `283104765`.
    pub fn to_digits(&self) -> String {
        self.0.iter().map(|&c| char::from(b'0' + c)).collect()
    }

    /// AcWing's format, e.g. `2 3 4 1 5 x 7 6 8`.
    pub fn to_acwing(&self) -> String {
        let tokens: Vec<String> = self
            .0
            .iter()
            .map(|&c| match c {
                0 => "x".to_string(),
                _ => c.to_string(),
            })
            .collect();
        tokens.join(" ")
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

    /// The boards one blank move away, under the given adjacency.
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
            .map(|q| {
                let mut next = *self;
                next.0.swap(p as usize, q as usize);
                next
            })
            .collect()
    }

    /// Moves the blank one cell in AcWing's letters: `u`, `d`, `l`, `r`.
    /// `None` if the letter is unknown or the blank would leave the board.
    pub fn slide(&self, letter: char) -> Option<Board> {
        let p = self.blank();
        let (row, col) = (p / 3, p % 3);
        let q = match letter {
            'u' if row > 0 => p - 3,
            'd' if row < 2 => p + 3,
            'l' if col > 0 => p - 1,
            'r' if col < 2 => p + 1,
            _ => return None,
        };
        let mut next = *self;
        next.0.swap(p, q);
        Some(next)
    }

    /// All 9! boards, in increasing order of [`Board::to_digits`].
    pub fn all() -> impl Iterator<Item = Board> {
        let mut next = Some(Board([0, 1, 2, 3, 4, 5, 6, 7, 8]));
        std::iter::from_fn(move || {
            let current = next?;
            let mut cells = current.0;
            next = next_permutation(&mut cells).then_some(Board(cells));
            Some(current)
        })
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_digits())
    }
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
    fn formats_round_trip() {
        let b = Board::from_digits("283104765").unwrap();
        assert_eq!(b.to_digits(), "283104765");
        assert_eq!(Board::from_acwing(&b.to_acwing()).unwrap(), b);
        assert_eq!(Board::from_key(b.key()), b);
        assert_eq!(
            Board::from_acwing("2 3 4\n1 5 X\n7 6 8")
                .unwrap()
                .to_acwing(),
            "2 3 4 1 5 x 7 6 8"
        );
    }

    #[test]
    fn rejects_bad_boards() {
        for bad in [
            "",
            "28310476",
            "2831047650",
            "28310476a",
            "283104762",
            "283100765",
            "1 2",
        ] {
            assert!(Board::from_digits(bad).is_err(), "{bad:?}");
        }
        for bad in [
            "1 2 3 4 5 6 7 8",
            "1 2 3 4 5 6 7 8 x x",
            "0 1 2 3 4 5 6 7 8",
        ] {
            assert!(Board::from_acwing(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn flat_adjacency_wraps_across_rows() {
        // Blank at cell 2 (end of row 0): the grid offers cells 1 and 5, flat adds cell 3.
        let b = Board::from_digits("120345678").unwrap();
        assert_eq!(b.neighbours(Adjacency::Grid).len(), 2);
        let flat = b.neighbours(Adjacency::Flat);
        assert_eq!(flat.len(), 3);
        assert!(flat.contains(&Board::from_digits("123045678").unwrap()));
    }

    #[test]
    fn slide_stays_on_the_board() {
        let corner = ACWING_GOAL; // blank at cell 8
        assert!(corner.slide('d').is_none() && corner.slide('r').is_none());
        assert_eq!(corner.slide('u').unwrap().to_digits(), "123450786");
        assert!(corner.slide('q').is_none());
    }

    #[test]
    fn all_boards_are_sorted_and_distinct() {
        let all: Vec<Board> = Board::all().collect();
        assert_eq!(all.len(), 362_880);
        assert!(all.windows(2).all(|w| w[0].to_digits() < w[1].to_digits()));
    }
}
