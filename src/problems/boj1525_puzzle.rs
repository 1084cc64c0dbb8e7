//! Baekjoon 1525 퍼즐: a 3×3 board of the numbers 0-8 (0 the blank) in, the fewest moves to
//! `1 2 3 / 4 5 6 / 7 8 0` out, or `-1`. One answer per board, so the judge compares
//! integers. Judge bin: `boj1525_puzzle`.
//!
//! The goal is AcWing's with 0 for the `x`, so the distance table is [`crate::x_board`]'s
//! (a breadth-first search from the goal over the kit's boards, written apart from the bin's
//! search from both ends); only the format is this problem's.
//!
//! ```
//! use eight_puzzle::problems::boj1525_puzzle::Boj1525;
//! use eight_puzzle::problem::Problem;
//! use eight_puzzle::tables::Tables;
//!
//! let tables = Tables::new();
//! assert!(Boj1525.check(&tables, "1 0 3\n4 2 5\n7 8 6\n", "3\n", None).is_accepted());
//! assert_eq!(Boj1525.check(&tables, "3 6 0\n8 1 2\n7 4 5\n", "-1", None).exit_code(), 0);
//! ```

use crate::board::{Adjacency, Board};
use crate::check::{check_count, Verdict};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{far_boards, pick, uniform_board, walk_board, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{flat_corner_count, Wrong};
use crate::x_board::{self, Truth, GOAL};

/// The problem, for the registry.
pub struct Boj1525;

/// The problem, as the registry lists it.
pub const PROBLEM: Boj1525 = Boj1525;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("boj1525_puzzle")],
    far_most: 31,
    uniform_in_range: true,
    bad: &[
        "",
        "1 2 3\n4 5 6\n7 8\n",
        "1 2 3\n4 5 6\n7 8 0 1\n",
        "1 2 3\n4 5 6\n7 8 9\n",
        "1 2 3\n4 5 6\n7 0 0\n",
        "1 2 3\n4 5 6\n7 8 x\n",
        "-1 2 3\n4 5 6\n7 8 0\n",
    ],
    sizes: &[],
    limits: Limits::stated(1000, 32, "Baekjoon's problem page"),
};

/// Parses the input: the digits 0-8, each once, in words of digits with any whitespace
/// between them (three lines of three numbers as the statement gives them, or `103 425 786`).
pub fn parse(text: &str) -> Result<Board, String> {
    let mut cells = Vec::new();
    for word in words(text)? {
        if !word.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("'{}' is not a number 0-8", clip(word)));
        }
        cells.extend(word.bytes().map(|b| b - b'0'));
    }
    Board::from_cells(&cells)
}

/// The input text of a board: three lines of three numbers.
pub fn format(board: &Board) -> String {
    let line = |row: &[u8]| format!("{} {} {}\n", row[0], row[1], row[2]);
    board.0.chunks(3).map(line).collect()
}

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 4] = [
    Wrong::flat_corner(|tables, input| flat_corner_count(tables, parse(input).ok())),
    Wrong::limit_one_short(31, "-1", "the farthest board is 31 moves from the goal"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong::no_unsolvable_test("-1", "the statement: some inputs cannot reach the goal and are answered -1; an iterative deepening search without a test for them deepens forever"),
];

impl Problem for Boj1525 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, tables: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        check_count(
            tables,
            parse(input),
            |t: &Truth, b| t.get(b),
            (output, answer),
        )
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        format(&walk_board(GOAL, rng, k))
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        format(&uniform_board(GOAL, rng))
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        let list = || far_boards(&tables.get::<Truth>(), reach, format);
        pick(tables, self.name(), reach, rng, list)
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let title =
            "Baekjoon 1525 (goal 1 2 3 / 4 5 6 / 7 8 0), breadth-first search from the goal:";
        Ok(x_board::counted(tables, ask.facts(self.name())?, title))
    }

    /// The plain breadth-first search from the board a contestant writes first: a queue and
    /// a hash map of every board seen, until the goal.
    fn textbook(&self, input: &str) -> Option<String> {
        let start = parse(input).ok()?;
        let mut seen = std::collections::HashMap::from([(start, 0u32)]);
        let mut queue = std::collections::VecDeque::from([start]);
        while let Some(board) = queue.pop_front() {
            let d = seen[&board];
            if board == GOAL {
                return Some(format!("{d}\n"));
            }
            for next in board.neighbours(Adjacency::Grid) {
                if let std::collections::hash_map::Entry::Vacant(slot) = seen.entry(next) {
                    slot.insert(d + 1);
                    queue.push_back(next);
                }
            }
        }
        Some("-1\n".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| Boj1525.check(&tables, input, out, None);
        assert!(check("1 0 3\n4 2 5\n7 8 6\n", "3\n").is_accepted());
        assert!(check("103425786", "3").is_accepted());
        assert!(check("1 2 3\n4 5 6\n7 8 0\n", "0").is_accepted());
        assert_eq!(check("1 0 3\n4 2 5\n7 8 6\n", "2").exit_code(), 1);
        assert_eq!(check("1 2 3\n4 5 6\n8 7 0\n", "0").exit_code(), 1);
        assert_eq!(check("1 0 3\n4 2 5\n7 8 6\n", "three").exit_code(), 2);
        assert_eq!(check("1 2 3", "0").exit_code(), 3);
    }
}
