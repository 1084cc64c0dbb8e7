//! Known wrong solutions: the catalogue a data pack must fail. Each problem module lists its
//! own ([`crate::problem::Problem::wrong`]); this module holds the types and the mistakes that
//! many problems share.
//!
//! A wrong solution is a function from an input (and the right answer) to what the mistaken
//! program prints, or to [`Attempt::OverBudget`] when it would expand more states than a
//! stated budget. Some are the mistaken program itself (it ignores the right answer); others
//! model what such a program prints from the right answer, and say so ([`Wrong::model`]):
//! for example a search whose depth limit is one short prints `-1` exactly where the right
//! answer is past the limit.
//!
//! ```
//! use eight_puzzle::tables::Tables;
//! use eight_puzzle::wrong::{Attempt, Wrong};
//!
//! // A search whose limit stops one short of 30 moves prints -1 on a 30-move case.
//! let capped = Wrong::limit_one_short(30, "-1", "the farthest board is 30 moves out");
//! let tables = Tables::new();
//! assert_eq!(capped.run(&tables, "", "30\n"), Attempt::Printed("-1\n".into()));
//! assert_eq!(capped.run(&tables, "", "29\n"), Attempt::Printed("29\n".into()));
//! ```

use crate::board::Board;
use crate::distances::{DistancesTo, FlatCorner};
use crate::tables::Tables;

/// What a wrong solution does on one input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// It ends and prints this.
    Printed(String),
    /// It expands more states than its budget allows: the budget, or `u64::MAX` for a search
    /// that never ends.
    OverBudget(u64),
}

/// A known wrong solution of one problem.
#[derive(Clone, Copy)]
pub struct Wrong {
    /// The mistake, in a few words (`flat_index_neighbours`).
    pub name: &'static str,
    /// Where the mistake is documented: the seed, the statement, a public solution.
    pub source: &'static str,
    pub how: How,
}

/// How a wrong solution is run.
#[derive(Clone, Copy)]
pub enum How {
    /// The mistaken program itself, on the input.
    Program(fn(&Tables, &str) -> Attempt),
    /// What the mistaken program prints, computed from the right answer.
    Model(fn(&str) -> Attempt),
    /// What the mistaken program prints, computed from the input and the right answer: the
    /// input says where the mistake bites, the answer what it prints elsewhere.
    ModelOf(fn(&str, &str) -> Attempt),
    /// A depth limit one short: every count of at least `.0` becomes `.1` (the answer for
    /// "no way within the limit"), as a search that stops one move early prints.
    LimitOneShort(i64, &'static str),
    /// No test for an input that cannot reach the goal: where the right answer holds `.0`,
    /// an iterative deepening search deepens forever.
    NoUnsolvableTest(&'static str),
    /// The goal tested only when a move is made: a start that is already the goal is
    /// answered 2 (the first return to it), not 0.
    GoalAfterAMove,
}

impl Wrong {
    /// What it does on `input`, whose right output is `answer`.
    pub fn run(&self, tables: &Tables, input: &str, answer: &str) -> Attempt {
        match self.how {
            How::Program(program) => program(tables, input),
            How::Model(model) => model(answer),
            How::ModelOf(model) => model(input, answer),
            How::LimitOneShort(farthest, give_up) => counts(answer, |n| {
                Some(if n >= farthest {
                    give_up.into()
                } else {
                    n.to_string()
                })
            }),
            How::NoUnsolvableTest(give_up) if answer.contains(give_up) => {
                Attempt::OverBudget(u64::MAX)
            }
            How::NoUnsolvableTest(_) => Attempt::Printed(answer.into()),
            How::GoalAfterAMove => counts(answer, |n| Some(if n == 0 { 2 } else { n }.to_string())),
        }
    }

    /// Whether it is a model of the mistaken program's output rather than the program.
    pub fn is_model(&self) -> bool {
        !matches!(self.how, How::Program(_))
    }

    /// A depth limit one short of `farthest`, the farthest answer (the statement's limit or
    /// the space's farthest case, as `source` says); `give_up` is what it then prints.
    pub const fn limit_one_short(
        farthest: i64,
        give_up: &'static str,
        source: &'static str,
    ) -> Wrong {
        Wrong {
            name: "depth_limit_one_short",
            source,
            how: How::LimitOneShort(farthest, give_up),
        }
    }

    /// A depth limit one short of `far_most`, the farthest case `gen` serves (its mode 1's
    /// largest k), where the space's farthest is not known; `give_up` is what it then prints.
    pub const fn limit_one_short_of_gen(far_most: u32, give_up: &'static str) -> Wrong {
        Wrong::limit_one_short(
            far_most as i64,
            give_up,
            "a limit one move short of the farthest case gen serves (its mode 1's largest k)",
        )
    }

    /// No test for an input that cannot reach the goal, which the problem answers `give_up`.
    pub const fn no_unsolvable_test(give_up: &'static str, source: &'static str) -> Wrong {
        Wrong {
            name: "no_unsolvable_test",
            source,
            how: How::NoUnsolvableTest(give_up),
        }
    }

    /// The seed's flat-index neighbours on a 3×3 board whose goal is `1 2 3 / 4 5 6 / 7 8` and
    /// the blank: `program` reads the input's board and prints [`flat_corner_count`].
    pub const fn flat_corner(program: fn(&Tables, &str) -> Attempt) -> Wrong {
        Wrong {
            name: "flat_index_neighbours",
            source: "the seed: p ± 1 on the flat index wraps across rows (P1379's mistake, on this problem's goal)",
            how: How::Program(program),
        }
    }

    /// The goal tested only after a move (count answers).
    pub const GOAL_AFTER_A_MOVE: Wrong = Wrong {
        name: "goal_tested_only_after_a_move",
        source: "the statement: a start that is already the goal needs 0 moves",
        how: How::GoalAfterAMove,
    };
}

/// What [`Wrong::flat_corner`]'s program prints for `board`: its distance by the flat-index moves.
pub fn flat_corner_count(tables: &Tables, board: Option<Board>) -> Attempt {
    let flat = tables.get::<DistancesTo<FlatCorner>>();
    printed_count(board.and_then(|b| flat.get(&b)))
}

/// What a count problem's program prints for a distance: the count, or `-1` for `None`.
pub fn printed_count(distance: Option<u32>) -> Attempt {
    Attempt::Printed(format!("{}\n", distance.map_or(-1, i64::from)))
}

/// `answer` with every integer word `n` replaced as `f` says (`None`: the program does not
/// end, [`Attempt::OverBudget`]); other words and the layout stay as they are.
pub fn counts(answer: &str, f: impl Fn(i64) -> Option<String>) -> Attempt {
    let mut out = String::with_capacity(answer.len());
    let mut word = String::new();
    for c in answer.chars().chain(std::iter::once('\n')) {
        if !c.is_ascii_whitespace() {
            word.push(c);
            continue;
        }
        match word.parse::<i64>() {
            Ok(n) => match f(n) {
                Some(text) => out += &text,
                None => return Attempt::OverBudget(u64::MAX),
            },
            Err(_) => out += &word,
        }
        word.clear();
        out.push(c);
    }
    out.pop();
    Attempt::Printed(out)
}

/// The first input of `tests` (each with its right answer) that `wrong` fails, judged by
/// `failed` (the problem's checker on what it prints): its index and how it fails.
pub fn first_failure<'a>(
    wrong: &Wrong,
    tables: &Tables,
    tests: impl IntoIterator<Item = (&'a str, &'a str)>,
    failed: impl Fn(&str, &str, &str) -> Option<String>,
) -> Option<(usize, String)> {
    tests
        .into_iter()
        .enumerate()
        .find_map(|(i, (input, answer))| {
            let how = match wrong.run(tables, input, answer) {
                Attempt::OverBudget(u64::MAX) => Some("never ends: it searches forever".into()),
                Attempt::OverBudget(n) => Some(format!("over its budget: {n} states expanded")),
                // The right answer's own bytes need no judging.
                Attempt::Printed(output) if output == answer => None,
                Attempt::Printed(output) => failed(input, &output, answer),
            };
            how.map(|how| (i, how))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_keeps_the_layout_and_other_words() {
        let twice = |answer| counts(answer, |n| Some((2 * n).to_string()));
        assert_eq!(twice("3\nab 4\n\n"), Attempt::Printed("6\nab 8\n\n".into()));
        assert_eq!(twice(""), Attempt::Printed("".into()));
        let ends = |n: i64| (n > 0).then(|| n.to_string());
        assert_eq!(counts("1 -1", ends), Attempt::OverBudget(u64::MAX));
    }
}
