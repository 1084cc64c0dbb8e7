//! Baekjoon 15644 구슬 탈출 3: the board of 13460 in; the fewest tilts (at most 10) that
//! drop the red marble alone, then a string of them in `L R U D`, or `-1`. Any fewest string
//! is right: the checker replays it. Judge bin: `boj15644_marbles_path`.
//!
//! ```
//! use eight_puzzle::problems::boj15644_marbles_path::Boj15644;
//! use eight_puzzle::problem::Problem;
//! use eight_puzzle::tables::Tables;
//!
//! let board = "5 5\n#####\n#..B#\n#.#.#\n#RO.#\n#####\n";
//! assert!(Boj15644.check(&Tables::new(), board, "1\nR\n", None).is_accepted());
//! ```

use crate::check::{check_with, integer_word, Judged, Verdict};
use crate::marbles::{
    self, drops_red_at_the_end, far_case, fewest, parse, to_input, Marbles, BAD, MOST,
};
use crate::marbles::{fewest_by, Rules};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::Reach;
use crate::tables::Tables;
use crate::text::clip;
use crate::wrong::{Attempt, Wrong};

/// The known wrong solutions a data pack must fail ([`crate::wrong`], [`marbles::mistakes`]).
static WRONG: [Wrong; 3] = marbles::mistakes(
    |_, input| by_rules(input, Rules::BothDropWins),
    |_, input| by_rules(input, Rules::RedRolledFirst),
);

/// What a search under `rules` prints.
fn by_rules(input: &str, rules: Rules) -> Attempt {
    let fewest = parse(input).ok().and_then(|m| fewest_by(&m, MOST, rules));
    Attempt::Printed(match fewest {
        Some(path) => format!("{}\n{}\n", path.len(), String::from_utf8_lossy(&path)),
        None => "-1\n".into(),
    })
}

/// The problem, for the registry.
pub struct Boj15644;

/// The problem, as the registry lists it.
pub const PROBLEM: Boj15644 = Boj15644;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::many("boj15644_marbles_path")],
    far_most: MOST,
    uniform_in_range: true,
    bad: BAD,
    sizes: &[],
    limits: Limits::usual("not found in the statement or its copies"),
};

/// Judges an output: the count must be the fewest (or `-1` alone), and the string that
/// follows must be that many tilts that drop red alone at the last. As testlib: a count that
/// is not a number, or a word that is not of L R U D, is a presentation error.
fn judge((m, truth): &(Marbles, Option<usize>), output: &str) -> Judged {
    let words: Vec<&str> = output.split_ascii_whitespace().collect();
    let Some(first) = words.first() else {
        return Err(Verdict::PresentationError("empty output".into()));
    };
    let want = truth.map_or(-1, |d| d as i64);
    integer_word(first, want, "")?;
    match (&words[1..], truth) {
        ([], None) => Ok("-1".into()),
        ([path], Some(d)) if path.bytes().all(|b| b"LRUD".contains(&b)) => {
            if path.len() != *d {
                return Err(Verdict::WrongAnswer(format!(
                    "{d} tilts, but '{}' has {}",
                    clip(path),
                    path.len()
                )));
            }
            drops_red_at_the_end(m, path.as_bytes()).map_err(Verdict::WrongAnswer)?;
            Ok(format!("{d} {path}"))
        }
        (rest, _) => Err(Verdict::PresentationError(format!(
            "after the count, expected {}, got {:?}",
            if truth.is_some() {
                "one word of L R U D"
            } else {
                "nothing"
            },
            clip(&rest.join(" "))
        ))),
    }
}

impl Problem for Boj15644 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn checker(&self) -> Option<&'static str> {
        Some(include_str!("../checkers/boj15644_marbles_path.rs"))
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, _: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let case = parse(input).map(|m| {
            let truth = fewest(&m, MOST).map(|p| p.len());
            (m, truth)
        });
        check_with(case, output, answer, judge)
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
            "Baekjoon 15644: each board is its own space of (red, blue) placements; nothing to count\n".to_string(),
        ))
    }

    /// The kit's search is the textbook: a queue and a hash map of positions.
    fn textbook(&self, input: &str) -> Option<String> {
        let m = parse(input).ok()?;
        Some(match fewest(&m, MOST) {
            Some(path) => format!("{}\n{}\n", path.len(), String::from_utf8_lossy(&path)),
            None => "-1\n".to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        let t = Tables::new();
        let board = "5 5\n#####\n#..B#\n#.#.#\n#RO.#\n#####\n";
        let code = |out: &str| Boj15644.check(&t, board, out, None).exit_code();
        assert_eq!(code("1\nR\n"), 0);
        assert_eq!(code("1\nL\n"), 1);
        assert_eq!(code("2\nRR\n"), 1);
        assert_eq!(code("1\nRR\n"), 1);
        assert_eq!(code("1\nX\n"), 2);
        assert_eq!(code("1"), 2);
        assert_eq!(code("one R"), 2);
        assert_eq!(code("-1"), 1);
    }
}
