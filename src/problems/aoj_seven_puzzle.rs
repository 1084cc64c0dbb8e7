//! AOJ 0121 Seven Puzzle: 2×4 boards of the cards 0–7, card 0 the blank; several puzzles in,
//! a stream of integers read 8 at a time; for each, the fewest moves to `0 1 2 3 / 4 5 6 7`
//! out, one per line (`-1` for a board that cannot reach it, which the judge never gives).
//! Judge bin: `aoj_seven_puzzle`.
//!
//! The oracle is [`crate::rect`]'s breadth-first table over a hash map of packed boards; the
//! bin searches a layer at a time on bit sets indexed by card 0's cell and the rank of the
//! other cards' order.
//!
//! ```
//! use eight_puzzle::problems::aoj_seven_puzzle::parse;
//!
//! assert_eq!(parse("0 1 2 3 4 5 6 7\n7 6 5 4 3 2 1 0\n").unwrap().len(), 2);
//! assert!(parse("0 1 2 3 4 5 6").is_err());
//! ```

use crate::check::{check_with, exact_integers, Verdict};
use crate::facts::layer_report;
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::rect::FlatDistances;
use crate::rect::{self, Distances, Rect, RectGoal};
use crate::sampling::{pick, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{Attempt, How, Wrong};

/// The most puzzles in one input, as the statement gives it.
pub const MOST_PUZZLES: usize = 1000;

/// The Seven Puzzle's shape and goal.
pub struct Seven;

impl RectGoal for Seven {
    const RECT: Rect = Rect { rows: 2, cols: 4 };
    const GOAL: &'static [u8] = &[0, 1, 2, 3, 4, 5, 6, 7];
}

/// The oracle: every board's fewest moves to the goal.
pub type Truth = Distances<Seven>;

/// Parses the input: integers as `cin >> int` reads them, 8 to a puzzle, each 0–7 once.
pub fn parse(text: &str) -> Result<Vec<Vec<u8>>, String> {
    let numbers = words(text)?
        .map(|w| {
            let n = w.parse::<i64>().ok().and_then(|n| u8::try_from(n).ok());
            n.ok_or_else(|| format!("'{}' is not a card 0-7", clip(w)))
        })
        .collect::<Result<Vec<u8>, String>>()?;
    if numbers.is_empty() || numbers.len() % 8 != 0 {
        return Err(format!(
            "{} numbers is not a whole number of puzzles of 8",
            numbers.len()
        ));
    }
    let puzzles: Vec<Vec<u8>> = numbers.chunks(8).map(<[u8]>::to_vec).collect();
    for (i, cells) in puzzles.iter().enumerate() {
        Seven::RECT
            .validate(cells)
            .map_err(|why| format!("puzzle {}: {why}", i + 1))?;
    }
    Ok(puzzles)
}

/// One puzzle in the judge's format: a line of 8 numbers.
pub fn format(cells: &[u8]) -> String {
    let words: Vec<String> = cells.iter().map(u8::to_string).collect();
    words.join(" ") + "\n"
}

/// The problem, for the registry.
pub struct AojSeven;

/// The problem, as the registry lists it.
pub const PROBLEM: AojSeven = AojSeven;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("aoj_seven_puzzle")],
    far_most: 36,
    uniform_in_range: true,
    bad: &[
        "",
        "0 1 2 3 4 5 6\n",
        "0 1 2 3 4 5 6 7 0\n",
        "0 1 2 3 4 5 6 8\n",
        "0 1 2 3 4 5 6 6\n",
        "0 1 2 3 4 5 6 -1\n",
        "0 1 2 3 4 5 6 x\n",
        "01234567\n",
        "0 1 2 3 4 5 6 99999999999999999999999\n",
    ],
    sizes: &[],
    limits: Limits::usual("not found in the statement or its copies"),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "flat_index_neighbours",
        source: "the seed: p ± 1 on the flat index wraps across rows (P1379 on a 3×3 board; here a 2×4 board)",
        how: How::Program(|tables, input| {
            let Ok(puzzles) = parse(input) else {
                return Attempt::Printed(String::new());
            };
            let flat = tables.get::<FlatDistances<Seven>>();
            let lines = puzzles.iter().map(|p| format!("{}\n", flat.get(p).map_or(-1, i64::from)));
            Attempt::Printed(lines.collect())
        }),
    },
    Wrong::limit_one_short(36, "-1", "the farthest board is 36 moves from the goal"),
    Wrong::GOAL_AFTER_A_MOVE,
];

impl Problem for AojSeven {
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
        let truth = parse(input).map(|puzzles| {
            let table = tables.get::<Truth>();
            let answer = |cells: &Vec<u8>| table.get(cells).map_or(-1, i64::from);
            puzzles.iter().map(answer).collect::<Vec<i64>>()
        });
        check_with(truth, output, answer, |truth: &Vec<i64>, output: &str| {
            exact_integers(truth, output, "puzzle")
        })
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        format(&rect::walk::<Seven>(rng, k))
    }

    /// Puzzles of 20 random moves, as many as fit.
    fn largest(&self, rng: &mut Mt19937) -> String {
        crate::sampling::cases_to_cap(false, "", || self.walk(rng, 20))
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        format(&rect::uniform::<Seven>(rng))
    }

    /// The most puzzles AOJ sends, [`MOST_PUZZLES`], each drawn uniformly among the boards
    /// that reach the goal.
    fn fullest(&self, tables: &Tables, rng: &mut Mt19937) -> Option<String> {
        let table = tables.get::<Truth>();
        let mut solvable = || loop {
            let cells = rect::uniform::<Seven>(rng);
            if table.get(&cells).is_some() {
                return format(&cells);
            }
        };
        Some(crate::sampling::cases(
            MOST_PUZZLES,
            false,
            "",
            &mut solvable,
        ))
    }

    /// The judge promises boards that reach the goal.
    fn for_pack(&self, tables: &Tables, input: &str) -> bool {
        let table = tables.get::<Truth>();
        parse(input).is_ok_and(|puzzles| puzzles.iter().all(|p| table.get(p).is_some()))
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            let far = tables.get::<Truth>().far(reach)?;
            Ok(far.iter().map(|cells| format(cells)).collect())
        })
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let title = "AOJ 0121 Seven Puzzle (2×4, goal 0 1 2 3 / 4 5 6 7), breadth-first search from the goal:";
        Ok(layer_report(
            title,
            &tables.get::<Truth>().histogram(),
            "A090035",
            csv,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| AojSeven.check(&tables, input, out, None);
        let samples = "0 1 2 3 4 5 6 7\n1 0 2 3 4 5 6 7\n7 6 5 4 3 2 1 0\n";
        assert!(check(samples, "0\n1\n28\n").is_accepted());
        assert_eq!(check(samples, "0 1 27").exit_code(), 1);
        assert_eq!(check(samples, "0 1").exit_code(), 2);
        assert_eq!(check(samples, "0 1 x").exit_code(), 2);
        assert!(check("1 0 2 3 4 5 7 6", "-1").is_accepted());
        assert!(check("1 -0 2 3\n4 5 6 +7", "1").is_accepted());
        assert_eq!(check("1 -0 2 3\n4 5 6 7", "x").exit_code(), 2);
        assert_eq!(check("1 0 2 3\n4 5 6 -0", "1").exit_code(), 3);
        assert_eq!(check("0 1 2 3 4 5 6 6", "0").exit_code(), 3);
        assert_eq!(check("", "").exit_code(), 3);
    }
}
