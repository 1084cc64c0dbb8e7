//! Baekjoon 13460 구슬 탈출 2: a board of `. # O R B` in, the fewest tilts (at most 10) that
//! drop the red marble alone into the hole out, or `-1`. One answer per board, so the judge
//! compares integers. Judge bin: `boj13460_marbles`.
//!
//! The model, the oracle (a tilt a cell at a time, a search over a hash map) and the boards
//! are [`crate::marbles`]'s, shared with 15644, which prints the tilts too.
//!
//! ```
//! use eight_puzzle::problems::boj13460_marbles::Boj13460;
//! use eight_puzzle::problem::Problem;
//! use eight_puzzle::tables::Tables;
//!
//! let board = "5 5\n#####\n#..B#\n#.#.#\n#RO.#\n#####\n";
//! assert!(Boj13460.check(&Tables::new(), board, "1\n", None).is_accepted());
//! ```

use crate::check::{check_with, exact_integer, Verdict};
use crate::marbles::{self, far_case, fewest, parse, to_input, BAD, MOST};
use crate::marbles::{fewest_by, Rules};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::Reach;
use crate::tables::Tables;
use crate::wrong::{printed_count, Attempt, Wrong};

/// The problem, for the registry.
pub struct Boj13460;

/// The problem, as the registry lists it.
pub const PROBLEM: Boj13460 = Boj13460;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("boj13460_marbles")],
    far_most: MOST,
    uniform_in_range: true,
    bad: BAD,
    sizes: &[],
    limits: Limits::usual("not found in the statement or its copies"),
};

/// The fewest tilts within [`MOST`], or `-1`.
pub fn answer(input: &str) -> Result<i64, String> {
    let m = parse(input)?;
    Ok(fewest(&m, MOST).map_or(-1, |path| path.len() as i64))
}

/// The known wrong solutions a data pack must fail ([`crate::wrong`], [`marbles::mistakes`]).
static WRONG: [Wrong; 3] = marbles::mistakes(
    |_, input| by_rules(input, Rules::BothDropWins),
    |_, input| by_rules(input, Rules::RedRolledFirst),
);

/// What a search under `rules` prints.
fn by_rules(input: &str, rules: Rules) -> Attempt {
    let fewest = parse(input).ok().and_then(|m| fewest_by(&m, MOST, rules));
    printed_count(fewest.map(|path| path.len() as u32))
}

impl Problem for Boj13460 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, _: &Tables, input: &str, output: &str, answer_file: Option<&str>) -> Verdict {
        check_with(answer(input), output, answer_file, exact_integer)
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        to_input(&marbles::walk(rng, k))
    }

    fn far(&self, _: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        far_case(rng, reach)
    }

    /// The largest board, 10 × 10 ([`marbles::fullest`]).
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        Some(marbles::fullest(rng))
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        to_input(&marbles::random_board(rng, 2))
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        ask.facts(self.name())?;
        Ok(Counted::from(
            "Baekjoon 13460: each board is its own space of (red, blue) placements; nothing to count\n".to_string(),
        ))
    }

    /// The kit's search is the textbook: a queue and a hash map of positions.
    fn textbook(&self, input: &str) -> Option<String> {
        answer(input).ok().map(|a| format!("{a}\n"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        let t = Tables::new();
        let board = "5 5\n#####\n#..B#\n#.#.#\n#RO.#\n#####\n";
        assert!(Boj13460.check(&t, board, "1", None).is_accepted());
        assert_eq!(Boj13460.check(&t, board, "2", None).exit_code(), 1);
        assert_eq!(Boj13460.check(&t, board, "one", None).exit_code(), 2);
        assert_eq!(Boj13460.check(&t, "3 3", "1", None).exit_code(), 3);
    }
}
