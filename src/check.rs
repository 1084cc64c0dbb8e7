//! The checker: is a contestant's output right for an input? One [`Checker`] serves the
//! `check` tool, the 对拍 runner and the tests, so all three judge with the same code.
//!
//! Verdicts follow testlib's exit codes: 0 accepted, 1 wrong answer, 2 presentation error
//! (the output cannot be read), 3 checker failure (the input or the answer file is bad).
//! Right answers are decided by the kit's own oracles, never by the answer file alone: where
//! an answer file is given it is checked against the oracle too, and a disagreement is a
//! checker failure.
//!
//! ```
//! use eight_puzzle::check::{Checker, Problem, Verdict};
//!
//! let checker = Checker::new();
//! let input = "2 3 4 1 5 x 7 6 8";
//! let verdict = checker.check(Problem::AcwingAstar, input, "ullddrurdllurdruldr\n", None);
//! assert!(matches!(verdict, Verdict::Accepted(_)));
//! let verdict = checker.check(Problem::AcwingAstar, input, "l\n", None);
//! assert_eq!(verdict.exit_code(), 1);
//! ```

use crate::board::{Adjacency, Board, ACWING_GOAL, P1379_GOAL};
use crate::oracle::Distances;
use crate::yuzan::{self, Grid};
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

/// A checker's verdict with the one line that says why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted(String),
    WrongAnswer(String),
    PresentationError(String),
    Fail(String),
}

impl Verdict {
    /// testlib's exit code for the verdict.
    pub fn exit_code(&self) -> i32 {
        match self {
            Verdict::Accepted(_) => 0,
            Verdict::WrongAnswer(_) => 1,
            Verdict::PresentationError(_) => 2,
            Verdict::Fail(_) => 3,
        }
    }

    /// True for [`Verdict::Accepted`].
    pub fn is_accepted(&self) -> bool {
        matches!(self, Verdict::Accepted(_))
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (tag, why) = match self {
            Verdict::Accepted(why) => ("ok", why),
            Verdict::WrongAnswer(why) => ("wrong answer", why),
            Verdict::PresentationError(why) => ("presentation error", why),
            Verdict::Fail(why) => ("checker failure", why),
        };
        write!(f, "{tag}: {why}")
    }
}

/// The problems the judge bins solve. `p1379_flat` and `p1379_reverse` are P1379.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    P1379,
    AcwingAstar,
    YuzanAlternating,
}

impl FromStr for Problem {
    type Err = String;

    fn from_str(name: &str) -> Result<Problem, String> {
        match name {
            "p1379" | "p1379_flat" | "p1379_reverse" => Ok(Problem::P1379),
            "acwing_astar" => Ok(Problem::AcwingAstar),
            "yuzan_alternating" => Ok(Problem::YuzanAlternating),
            _ => Err(format!(
                "unknown problem '{name}': expected p1379, p1379_flat, p1379_reverse, acwing_astar or yuzan_alternating"
            )),
        }
    }
}

impl Problem {
    /// The name the tools print.
    pub fn name(self) -> &'static str {
        match self {
            Problem::P1379 => "p1379",
            Problem::AcwingAstar => "acwing_astar",
            Problem::YuzanAlternating => "yuzan_alternating",
        }
    }
}

/// Judges outputs; builds each oracle the first time a problem needs it.
#[derive(Default)]
pub struct Checker {
    p1379: OnceLock<Distances>,
    acwing: OnceLock<Distances>,
    yuzan: OnceLock<yuzan::Oracles>,
}

impl Checker {
    pub fn new() -> Checker {
        Checker::default()
    }

    /// The BFS table for P1379's goal.
    pub fn p1379_table(&self) -> &Distances {
        self.p1379
            .get_or_init(|| Distances::from_goal(P1379_GOAL, Adjacency::Grid))
    }

    /// The BFS table for AcWing's goal.
    pub fn acwing_table(&self) -> &Distances {
        self.acwing
            .get_or_init(|| Distances::from_goal(ACWING_GOAL, Adjacency::Grid))
    }

    /// The alternating-swap oracles for n = 1, 2, 3.
    pub fn yuzan_oracles(&self) -> &yuzan::Oracles {
        self.yuzan.get_or_init(yuzan::Oracles::new)
    }

    /// Judges `output` for `input`; `answer` is the expected output file, if there is one.
    pub fn check(
        &self,
        problem: Problem,
        input: &str,
        output: &str,
        answer: Option<&str>,
    ) -> Verdict {
        match problem {
            Problem::P1379 => self.check_p1379(input, output, answer),
            Problem::AcwingAstar => self.check_acwing(input, output, answer),
            Problem::YuzanAlternating => self.check_yuzan(input, output, answer),
        }
    }

    fn check_p1379(&self, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let board = match Board::from_digits(input) {
            Ok(board) => board,
            Err(why) => return Verdict::Fail(format!("bad input: {why}")),
        };
        let truth = self.p1379_table().get(&board).map_or(-1, i64::from);
        if let Some(answer) = answer {
            match single_integer(answer) {
                Some(expected) if expected == truth => {}
                Some(expected) => {
                    return Verdict::Fail(format!(
                        "answer file says {expected}, the oracle {truth}"
                    ))
                }
                None => return Verdict::Fail("answer file is not one integer".into()),
            }
        }
        match single_integer(output) {
            None => {
                Verdict::PresentationError(format!("expected one integer, got {:?}", clip(output)))
            }
            Some(got) if got == truth => Verdict::Accepted(format!("{truth}")),
            Some(got) => Verdict::WrongAnswer(format!("{truth} expected, got {got}")),
        }
    }

    fn check_acwing(&self, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let start = match Board::from_acwing(input) {
            Ok(board) => board,
            Err(why) => return Verdict::Fail(format!("bad input: {why}")),
        };
        let truth = self.acwing_table().get(&start);
        if let Some(answer) = answer {
            if let Err(why) = judge_acwing_path(start, truth, answer) {
                return Verdict::Fail(format!("answer file: {why}"));
            }
        }
        match judge_acwing_path(start, truth, output) {
            Ok(summary) => Verdict::Accepted(summary),
            Err(verdict) => verdict,
        }
    }

    fn check_yuzan(&self, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let grid = match Grid::parse(input) {
            Ok(grid) => grid,
            Err(why) => return Verdict::Fail(format!("bad input: {why}")),
        };
        let Some(oracle) = self.yuzan_oracles().for_side(grid.side()) else {
            return Verdict::Fail(format!(
                "no oracle for n = {}: only n <= 3 is exact",
                grid.side()
            ));
        };
        let fewest = oracle.fewest_moves(&grid);
        if let Some(answer) = answer {
            if let Err(why) = yuzan::judge_steps(&grid, fewest, answer) {
                return Verdict::Fail(format!("answer file: {why}"));
            }
        }
        match yuzan::judge_steps(&grid, fewest, output) {
            Ok(summary) => Verdict::Accepted(summary),
            Err(verdict) => verdict,
        }
    }
}

/// The text as one integer, surrounding whitespace allowed.
fn single_integer(text: &str) -> Option<i64> {
    let mut tokens = text.split_whitespace();
    let value = tokens.next()?.parse().ok()?;
    tokens.next().is_none().then_some(value)
}

/// At most 40 characters of `text`, for messages.
pub(crate) fn clip(text: &str) -> String {
    let mut clipped: String = text.chars().take(40).collect();
    if clipped.len() < text.len() {
        clipped.push('…');
    }
    clipped
}

/// AcWing's compact spelling of a board, e.g. `12345687x`.
fn compact(board: &Board) -> String {
    board.to_acwing().replace(' ', "")
}

/// Judges an AcWing output against the true distance (`None`: unsolvable).
fn judge_acwing_path(start: Board, truth: Option<u32>, output: &str) -> Result<String, Verdict> {
    let mut lines = output.lines();
    let Some(line) = lines.next() else {
        return Err(Verdict::PresentationError(
            "empty output: expected one line".into(),
        ));
    };
    if lines.any(|rest| !rest.trim().is_empty()) {
        return Err(Verdict::PresentationError(
            "more than one line of output".into(),
        ));
    }
    let line = line.trim();
    if line == "unsolvable" {
        return match truth {
            None => Ok("unsolvable".into()),
            Some(d) => Err(Verdict::WrongAnswer(format!(
                "unsolvable printed, but {d} moves solve it"
            ))),
        };
    }
    if let Some(bad) = line.chars().find(|c| !"udlr".contains(*c)) {
        return Err(Verdict::PresentationError(format!(
            "'{bad}' in {:?}: expected letters u, d, l, r or the word unsolvable",
            clip(line)
        )));
    }
    let Some(fewest) = truth else {
        return Err(Verdict::WrongAnswer(
            "the grid is unsolvable, got a move string".into(),
        ));
    };
    let mut board = start;
    for (i, letter) in line.chars().enumerate() {
        board = board.slide(letter).ok_or_else(|| {
            Verdict::WrongAnswer(format!("move {} '{letter}' leaves the board", i + 1))
        })?;
    }
    if board != ACWING_GOAL {
        return Err(Verdict::WrongAnswer(format!("ends at {}", compact(&board))));
    }
    let moves = line.len() as u32;
    if moves != fewest {
        return Err(Verdict::WrongAnswer(format!(
            "{fewest} moves expected, got {moves}"
        )));
    }
    Ok(format!("{}, optimal", plural(moves, "move")))
}

/// "1 move", "19 moves".
pub(crate) fn plural(count: u32, noun: &str) -> String {
    format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn p1379_compares_with_the_oracle() {
        let c = Checker::new();
        let check = |out: &str, ans: Option<&str>| {
            c.check(Problem::P1379, "283104765\n", out, ans).exit_code()
        };
        assert_eq!(check("4\n", None), 0);
        assert_eq!(check("4", Some("4\n")), 0);
        assert_eq!(check("5\n", None), 1);
        assert_eq!(check("four\n", None), 2);
        assert_eq!(check("", None), 2);
        assert_eq!(check("4 4\n", None), 2);
        assert_eq!(check("4\n", Some("5\n")), 3);
        assert_eq!(
            c.check(Problem::P1379, "28310476", "4", None).exit_code(),
            3
        );
        assert_eq!(
            c.check(Problem::P1379, "213804765", "-1", None).exit_code(),
            0
        );
    }

    #[test]
    fn acwing_verdicts() {
        let c = Checker::new();
        let sample = "2 3 4 1 5 x 7 6 8";
        let check = |input: &str, out: &str| c.check(Problem::AcwingAstar, input, out, None);
        assert!(check(sample, "ullddrurdllurdruldr\n").is_accepted());
        assert_eq!(
            check("1 2 3 4 5 6 7 8 x", "\n"),
            Verdict::Accepted("0 moves, optimal".into())
        );
        assert_eq!(
            check("1 2 3 4 5 6 7 x 8", "r"),
            Verdict::Accepted("1 move, optimal".into())
        );
        assert_eq!(
            check(sample, "r\n"),
            Verdict::WrongAnswer("move 1 'r' leaves the board".into())
        );
        assert_eq!(
            check(sample, "u\n"),
            Verdict::WrongAnswer("ends at 23x154768".into())
        );
        let longer = "ullddrurdllurdruldrlr\n";
        assert_eq!(
            check(sample, longer),
            Verdict::WrongAnswer("19 moves expected, got 21".into())
        );
        assert_eq!(check(sample, "unsolvable\n").exit_code(), 1);
        assert_eq!(check("1 2 3 4 5 6 8 7 x", "unsolvable\n").exit_code(), 0);
        assert_eq!(check("1 2 3 4 5 6 8 7 x", "\n").exit_code(), 1);
        assert_eq!(check(sample, "").exit_code(), 2);
        assert_eq!(check(sample, "hello\n").exit_code(), 2);
        assert_eq!(check(sample, "ullddrurdllurdruldr\nu\n").exit_code(), 2);
        assert_eq!(check("1 2 3", "\n").exit_code(), 3);
    }
}
