//! Case generators for 对拍, byte-compatible with the reference generator for P1379.
//!
//! Three modes, from a seed fed to [`Mt19937`] exactly as the reference's `std::mt19937`:
//! - `Walk` (mode 0): k random moves back from the goal. Always solvable, but a walk of k
//!   moves is not a board at distance k: it wanders back, and 30 moves land 8.65 moves out on
//!   average (the average over all boards is 21.50), so it rarely tests far boards.
//! - `Far` (mode 1): a board drawn uniformly (by `rng() % count`) from those at true distance
//!   at least k, in sorted order, as the reference does.
//! - `Uniform` (mode 2, not in the reference): a uniformly random permutation, so half the
//!   P1379 and AcWing boards cannot reach the goal.
//!
//! ```
//! use eight_puzzle::check::{Checker, Problem};
//! use eight_puzzle::generate::{case, Mode};
//!
//! let tables = Checker::new();
//! // What `gen 1 30 0` of the reference prints, byte for byte.
//! assert_eq!(case(Problem::P1379, 1, 30, Mode::Walk, &tables).unwrap(), "123784065\n");
//! ```

use crate::board::{Adjacency, Board, ACWING_GOAL, P1379_GOAL};
use crate::check::{Checker, Problem};
use crate::mt19937::Mt19937;
use crate::yuzan::{Grid, Kind};
use std::cell::RefCell;
use std::collections::HashMap;

/// How a case is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Walk,
    Far,
    Uniform,
}

impl Mode {
    /// Mode by the reference's number: 0, 1, and this kit's 2.
    pub fn from_number(n: i64) -> Result<Mode, String> {
        match n {
            0 => Ok(Mode::Walk),
            1 => Ok(Mode::Far),
            2 => Ok(Mode::Uniform),
            _ => Err(format!(
                "unknown mode {n}: 0 walks k moves from the goal, 1 draws from boards at distance >= k, 2 draws any permutation"
            )),
        }
    }

    /// The mode's number.
    pub fn number(self) -> u32 {
        match self {
            Mode::Walk => 0,
            Mode::Far => 1,
            Mode::Uniform => 2,
        }
    }
}

/// The input text of one case; see [`Generator`] to draw many.
pub fn case(
    problem: Problem,
    seed: u32,
    k: u32,
    mode: Mode,
    tables: &Checker,
) -> Result<String, String> {
    Generator::new(tables).case(problem, seed, k, mode)
}

/// Draws cases, keeping the sorted list of far boards for each (problem, k) it has needed.
pub struct Generator<'a> {
    tables: &'a Checker,
    far: RefCell<HashMap<(Problem, u32), Vec<String>>>,
}

impl<'a> Generator<'a> {
    /// `tables` supplies (and caches) the oracles that `Mode::Far` needs.
    pub fn new(tables: &'a Checker) -> Generator<'a> {
        Generator {
            tables,
            far: RefCell::new(HashMap::new()),
        }
    }

    /// The input text of the case for `seed`.
    pub fn case(&self, problem: Problem, seed: u32, k: u32, mode: Mode) -> Result<String, String> {
        let mut rng = Mt19937::new(seed);
        let goal = match problem {
            Problem::P1379 => P1379_GOAL,
            Problem::AcwingAstar => ACWING_GOAL,
            Problem::YuzanAlternating => return self.alternating(k, mode, &mut rng),
        };
        let board = match mode {
            Mode::Walk => {
                let mut board = goal;
                for _ in 0..k {
                    // Candidates in the reference's order: up, down, left, right.
                    let options = board.neighbours(Adjacency::Grid);
                    board = options[draw(&mut rng, options.len())];
                }
                board
            }
            Mode::Far => return self.draw_far(problem, k, &mut rng),
            Mode::Uniform => {
                let mut board = goal;
                shuffle(&mut board.0, &mut rng);
                board
            }
        };
        Ok(format_board(problem, &board))
    }

    fn alternating(&self, k: u32, mode: Mode, rng: &mut Mt19937) -> Result<String, String> {
        let mut cells = Grid::sorted(3).cells().to_vec();
        match mode {
            Mode::Walk => {
                let swaps = [
                    Grid::swaps(3, Kind::Orthogonal),
                    Grid::swaps(3, Kind::Diagonal),
                ];
                let mut kind = draw(rng, 2);
                for _ in 0..k {
                    let (a, b) = swaps[kind][draw(rng, swaps[kind].len())];
                    cells.swap(a, b);
                    kind ^= 1;
                }
            }
            Mode::Far => return self.draw_far(Problem::YuzanAlternating, k, rng),
            Mode::Uniform => shuffle(&mut cells, rng),
        }
        Ok(Grid::from_cells(cells)?.to_input())
    }

    /// `rng() % count` into the sorted cases at distance at least k.
    fn draw_far(&self, problem: Problem, k: u32, rng: &mut Mt19937) -> Result<String, String> {
        let mut cache = self.far.borrow_mut();
        let far = cache
            .entry((problem, k))
            .or_insert_with(|| self.far_cases(problem, k));
        if far.is_empty() {
            let most = match problem {
                Problem::P1379 => self.tables.p1379_table().max_distance(),
                Problem::AcwingAstar => self.tables.acwing_table().max_distance(),
                Problem::YuzanAlternating => 12,
            };
            return Err(format!(
                "no case is {k} or more moves from the goal: the largest distance is {most}"
            ));
        }
        Ok(far[draw(rng, far.len())].clone())
    }

    /// Every case at distance at least k, in the order the draw indexes: boards sorted by
    /// their cells (P1379's digit strings, as the reference sorts them), grids likewise.
    fn far_cases(&self, problem: Problem, k: u32) -> Vec<String> {
        match problem {
            Problem::P1379 => self
                .tables
                .p1379_table()
                .at_least(k)
                .iter()
                .map(|b| format_board(problem, b))
                .collect(),
            Problem::AcwingAstar => self
                .tables
                .acwing_table()
                .at_least(k)
                .iter()
                .map(|b| format_board(problem, b))
                .collect(),
            Problem::YuzanAlternating => {
                let oracle = self
                    .tables
                    .yuzan_oracles()
                    .for_side(3)
                    .expect("n = 3 has an oracle");
                Grid::all(3)
                    .filter(|grid| oracle.fewest_moves(grid).is_some_and(|d| d >= k))
                    .map(|grid| grid.to_input())
                    .collect()
            }
        }
    }
}

/// A sliding-puzzle board in the problem's input format.
fn format_board(problem: Problem, board: &Board) -> String {
    match problem {
        Problem::AcwingAstar => board.to_acwing() + "\n",
        _ => board.to_digits() + "\n",
    }
}

/// `rng() % n`, as the reference draws an index.
fn draw(rng: &mut Mt19937, n: usize) -> usize {
    (rng.next_u32() % n as u32) as usize
}

/// Fisher–Yates with `rng() % (i + 1)`.
fn shuffle<T>(items: &mut [T], rng: &mut Mt19937) {
    for i in (1..items.len()).rev() {
        let j = draw(rng, i + 1);
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uniform_mode_gives_both_parities() {
        let tables = Checker::new();
        let unsolvable = (1..=200)
            .filter(|&seed| {
                let text = case(Problem::AcwingAstar, seed, 0, Mode::Uniform, &tables).unwrap();
                tables
                    .acwing_table()
                    .get(&Board::from_acwing(&text).unwrap())
                    .is_none()
            })
            .count();
        assert!((70..=130).contains(&unsolvable), "{unsolvable} of 200");
    }

    #[test]
    fn far_mode_respects_k_for_every_problem() {
        let tables = Checker::new();
        let text = case(Problem::AcwingAstar, 9, 31, Mode::Far, &tables).unwrap();
        assert_eq!(
            tables
                .acwing_table()
                .get(&Board::from_acwing(&text).unwrap()),
            Some(31)
        );
        let text = case(Problem::YuzanAlternating, 9, 12, Mode::Far, &tables).unwrap();
        let grid = Grid::parse(&text).unwrap();
        assert_eq!(
            tables
                .yuzan_oracles()
                .for_side(3)
                .unwrap()
                .fewest_moves(&grid),
            Some(12)
        );
        assert!(case(Problem::P1379, 1, 31, Mode::Far, &tables).is_err());
        assert!(case(Problem::YuzanAlternating, 1, 13, Mode::Far, &tables).is_err());
    }

    #[test]
    fn alternating_walk_needs_at_most_k_moves() {
        let tables = Checker::new();
        let oracle = tables.yuzan_oracles().for_side(3).unwrap();
        for seed in 1..=50 {
            let grid = Grid::parse(
                &case(Problem::YuzanAlternating, seed, 5, Mode::Walk, &tables).unwrap(),
            )
            .unwrap();
            assert!(oracle.fewest_moves(&grid).unwrap() <= 5);
        }
    }
}
