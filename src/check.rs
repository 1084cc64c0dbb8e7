//! Verdicts and the frame every problem's judge runs in.
//!
//! Verdicts follow testlib's exit codes: 0 accepted, 1 wrong answer, 2 presentation error
//! (the output cannot be read), 3 checker failure (the input or the answer file is bad).
//! Each problem module has one judge, `fn judge(case, output) -> Result<String, Verdict>`,
//! where the case carries the parsed input and the oracle's truth; [`check_with`] runs it
//! on the answer file (if any; a rejected answer file is the checker's failure) and then on
//! the contestant's output. Right answers come from the kit's oracles, never from the
//! answer file alone.
//!
//! ```
//! use eight_puzzle::registry;
//! use eight_puzzle::tables::Tables;
//!
//! let seed_problem = registry::PROBLEMS[0]; // P1379: the fewest moves, one integer
//! let tables = Tables::new();
//! let input = "283104765\n";
//! assert!(seed_problem.check(&tables, input, "4\n", None).is_accepted());
//! assert_eq!(seed_problem.check(&tables, input, "5\n", None).exit_code(), 1);
//! assert_eq!(seed_problem.check(&tables, input, "four\n", None).exit_code(), 2);
//! ```

use crate::tables::{Table, Tables};
use crate::text::{clip, plural};
use std::fmt;

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

    /// The line that says why, without the verdict's name.
    pub fn reason(&self) -> &str {
        match self {
            Verdict::Accepted(why)
            | Verdict::WrongAnswer(why)
            | Verdict::PresentationError(why)
            | Verdict::Fail(why) => why,
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tag = match self {
            Verdict::Accepted(_) => "ok",
            Verdict::WrongAnswer(_) => "wrong answer",
            Verdict::PresentationError(_) => "presentation error",
            Verdict::Fail(_) => "checker failure",
        };
        write!(f, "{tag}: {}", self.reason())
    }
}

/// What every judge returns: a summary of an accepted output, or the verdict against it.
pub type Judged = Result<String, Verdict>;

/// Judges `output` (and `answer`, if given) for a parsed `case`: a case that did not parse,
/// or an answer file the judge rejects, is the checker's failure. A leading byte-order mark
/// is not part of an output.
pub fn check_with<C>(
    case: Result<C, String>,
    output: &str,
    answer: Option<&str>,
    judge: impl Fn(&C, &str) -> Judged,
) -> Verdict {
    let case = match case {
        Ok(case) => case,
        Err(why) => return Verdict::Fail(format!("bad input: {why}")),
    };
    if let Some(Err(verdict)) = answer.map(|answer| judge(&case, unmarked(answer))) {
        return Verdict::Fail(format!("answer file: {}", verdict.reason()));
    }
    match judge(&case, unmarked(output)) {
        Ok(summary) => Verdict::Accepted(summary),
        Err(verdict) => verdict,
    }
}

/// The text without a leading byte-order mark.
pub fn unmarked(text: &str) -> &str {
    text.strip_prefix('\u{FEFF}').unwrap_or(text)
}

/// Judges one word of an output that must be the integer `want`, as the judges compare: the
/// word must be written as the answer writes it (no sign, no leading zero, `-1` not `-01`).
/// `at` names the place in messages ("" or "puzzle 3: ").
pub fn integer_word(word: &str, want: i64, at: &str) -> Result<(), Verdict> {
    match word.parse::<i64>() {
        Ok(value) if value.to_string() != word => Err(Verdict::WrongAnswer(format!(
            "{at}'{}' is {value} written differently from the answer's {want}: judges compare \
             the words as text",
            clip(word)
        ))),
        Ok(value) if value == want => Ok(()),
        Ok(value) => Err(Verdict::WrongAnswer(format!(
            "{at}{want} expected, got {value}"
        ))),
        Err(_) => Err(Verdict::PresentationError(format!(
            "{at}'{}' is not an integer",
            clip(word)
        ))),
    }
}

/// Judges an output that must be one integer, `truth` (the fewest moves, or `-1`);
/// whitespace around it is ignored, as the judges ignore it.
pub fn exact_integer(truth: &i64, output: &str) -> Judged {
    let words: Vec<&str> = output.split_ascii_whitespace().collect();
    match words[..] {
        [word] => integer_word(word, *truth, "").map(|()| format!("{truth}")),
        _ => Err(Verdict::PresentationError(format!(
            "expected one integer, got {:?}",
            clip(output)
        ))),
    }
}

/// `check` for a problem whose answer is one count: `distance` looks the parsed `case` up in
/// the oracle table `T` (`None`: out of reach, printed `-1`), and the output must be that
/// integer, as [`exact_integer`] judges it.
pub fn check_count<T: Table, C, D: Into<i64>>(
    tables: &Tables,
    case: Result<C, String>,
    distance: impl Fn(&T, &C) -> Option<D>,
    (output, answer): (&str, Option<&str>),
) -> Verdict {
    let truth = case.map(|case| distance(&tables.get::<T>(), &case).map_or(-1, Into::into));
    check_with(truth, output, answer, exact_integer)
}

/// Judges an output that must be one integer per case, `truth[i]` for the i-th (each the
/// fewest moves or `-1`); `noun` names a case in messages ("puzzle 3: …").
pub fn exact_integers(truth: &[i64], output: &str, noun: &str) -> Judged {
    let got: Vec<&str> = output.split_ascii_whitespace().collect();
    if got.len() != truth.len() {
        let why = format!("expected {} numbers, got {}", truth.len(), got.len());
        return Err(Verdict::PresentationError(why));
    }
    for (i, (word, want)) in got.iter().zip(truth).enumerate() {
        integer_word(word, *want, &format!("{noun} {}: ", i + 1))?;
    }
    Ok(plural(truth.len() as u32, noun))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judge_even(n: &i64, output: &str) -> Judged {
        match output.trim().parse::<i64>().ok() {
            None => Err(Verdict::PresentationError("not a number".into())),
            Some(v) if v == n * 2 => Ok(format!("{v}")),
            Some(v) => Err(Verdict::WrongAnswer(format!("got {v}"))),
        }
    }

    #[test]
    fn the_frame_blames_the_right_side() {
        let check = |case: Result<i64, String>, out: &str, ans: Option<&str>| {
            check_with(case, out, ans, judge_even)
        };
        assert_eq!(check(Ok(2), "4", None), Verdict::Accepted("4".into()));
        assert_eq!(check(Ok(2), " 4\n", Some("4")).exit_code(), 0);
        assert_eq!(check(Ok(2), "5", None).exit_code(), 1);
        assert_eq!(check(Ok(2), "x", None).exit_code(), 2);
        assert_eq!(
            check(Ok(2), "4", Some("5")),
            Verdict::Fail("answer file: got 5".into())
        );
        assert_eq!(check(Err("no".into()), "4", None).exit_code(), 3);
        assert_eq!(plural(1, "move") + &plural(2, " move"), "1 move2  moves");
        assert_eq!(clip(&"a".repeat(50)).chars().count(), 41);
    }
}
