//! Lights-out puzzles on small grids (LeetCode 1284, Kattis flipfive): a flip toggles a cell
//! and the cells a pattern names around it. The oracle is a breadth-first search over the
//! grids from the all-dark grid; the judge bins try every set of flipped cells instead.
//!
//! ```
//! use eight_puzzle::lights::{fewest, CROSS};
//!
//! let table = fewest(3, 3, CROSS);
//! assert_eq!(table[0], Some(0));
//! assert_eq!(table[0b111_111_111], Some(5)); // all lit: the four corners and the centre
//! assert!(table.iter().all(Option::is_some)); // 3×3 lights out has no unsolvable grid
//! ```

use crate::tables::{Table, Tables};
use std::collections::VecDeque;

/// The statements' flip: the cell itself and its four orthogonal neighbours, as (row,
/// column) offsets.
pub const CROSS: &[(i32, i32)] = &[(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)];

/// The most rows or columns a grid here has.
pub const MOST_SIDE: usize = 3;

/// For each cell of a rows × cols grid (row by row), the cells a flip there toggles: the
/// pattern's offsets that stay on the grid, an offset listed twice cancelling out.
pub fn toggled(rows: usize, cols: usize, pattern: &[(i32, i32)]) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    for cell in 0..rows * cols {
        let (row, col) = ((cell / cols) as i32, (cell % cols) as i32);
        let mut cells: Vec<usize> = Vec::new();
        for &(dr, dc) in pattern {
            let (r, c) = (row + dr, col + dc);
            if (0..rows as i32).contains(&r) && (0..cols as i32).contains(&c) {
                let at = r as usize * cols + c as usize;
                match cells.iter().position(|&x| x == at) {
                    Some(i) => {
                        cells.remove(i);
                    }
                    None => cells.push(at),
                }
            }
        }
        all.push(cells);
    }
    all
}

/// The fewest flips that make each grid from the all-dark one, by the grid's bit mask (bit
/// `cols × row + col` set for a lit cell): a breadth-first search from the dark grid; `None`
/// where no flips make it. A flip undoes itself, so the same count clears the grid.
pub fn fewest(rows: usize, cols: usize, pattern: &[(i32, i32)]) -> Vec<Option<u32>> {
    let flips: Vec<usize> = toggled(rows, cols, pattern)
        .iter()
        .map(|cells| cells.iter().map(|&c| 1usize << c).sum())
        .collect();
    fewest_by(rows * cols, &flips)
}

/// [`fewest`] for any flips, each given as the bit mask of the cells it toggles, on a grid
/// of `cells` cells.
pub fn fewest_by(cells: usize, flips: &[usize]) -> Vec<Option<u32>> {
    let mut distance = vec![None; 1 << cells];
    distance[0] = Some(0);
    let mut queue = VecDeque::from([0usize]);
    while let Some(grid) = queue.pop_front() {
        let d = distance[grid].expect("queued grids have a distance");
        for &flip in flips {
            let next = grid ^ flip;
            if distance[next].is_none() {
                distance[next] = Some(d + 1);
                queue.push_back(next);
            }
        }
    }
    distance
}

/// The flips of the seed's flat-index mistake on a rows × cols grid, as bit masks: a flip at
/// cell p (row by row) toggles the cells p - cols, p - 1, p, p + 1 and p + cols that exist,
/// so p ± 1 wraps across a row's end. The known wrong solutions of both problems use it.
pub fn flat_flips(rows: usize, cols: usize) -> Vec<usize> {
    let n = (rows * cols) as i32;
    let flip = |p: i32| {
        let cells = [p - cols as i32, p - 1, p, p + 1, p + cols as i32];
        let inside = cells.iter().filter(|&&q| (0..n).contains(&q));
        inside.fold(0, |mask, &q| mask ^ 1 << q)
    };
    (0..n).map(flip).collect()
}

/// [`fewest`] for the cross flip on every shape from 1×1 to 3×3.
pub struct Shapes(Vec<Vec<Vec<Option<u32>>>>);

impl Table for Shapes {
    fn build(_: &Tables) -> Shapes {
        let side = |rows| {
            (1..=MOST_SIDE)
                .map(|cols| fewest(rows, cols, CROSS))
                .collect()
        };
        Shapes((1..=MOST_SIDE).map(side).collect())
    }
}

impl Shapes {
    /// The fewest cross flips for the rows × cols grid `mask`.
    pub fn get(&self, rows: usize, cols: usize, mask: usize) -> Option<u32> {
        self.0[rows - 1][cols - 1][mask]
    }

    /// The table of one shape.
    pub fn shape(&self, rows: usize, cols: usize) -> &[Option<u32>] {
        &self.0[rows - 1][cols - 1]
    }
}

/// `histogram[d]`: how many grids of `table` need exactly d flips, and how many no flips make.
pub fn layers(table: &[Option<u32>]) -> (Vec<usize>, usize) {
    let reached: Vec<u32> = table.iter().flatten().copied().collect();
    let unmade = table.len() - reached.len();
    (crate::distances::histogram(reached), unmade)
}
