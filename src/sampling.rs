//! Case generators for 对拍, byte-compatible with the reference generator for P1379.
//!
//! Three modes, from a seed fed to [`Mt19937`] exactly as the reference's `std::mt19937`:
//! - `Walk` (mode 0): k random moves back from the goal. Always solvable, but a walk of k
//!   moves is not a board at distance k: it wanders back, and 30 moves land 8.65 moves out on
//!   average (the average over all boards is 21.50), so it rarely tests far boards.
//! - `Far` (mode 1): a case drawn uniformly (by `rng() % count`) from those at true distance
//!   at least k, in sorted order, as the reference does.
//! - `Uniform` (mode 2, not in the reference): a uniformly random arrangement, so half the
//!   P1379 and AcWing boards cannot reach the goal.
//!
//! What a walk, a far list and a uniform draw are is each problem's own
//! ([`crate::problem::Problem`]); [`crate::cases::Generator`] picks the mode and keeps the
//! far lists. This module holds what both build on: the modes, distance ranges, draws and
//! walks, and so it imports no problem.

use crate::board::{Adjacency, Board};
use crate::distances::Distances;
use crate::mt19937::Mt19937;
use crate::tables::Tables;
use crate::text::clip;

/// The largest k the tools accept: a walk of a million moves takes a few milliseconds, and
/// no far list reaches past the largest distance (31 for the 3×3 boards).
pub const MAX_K: u32 = 1_000_000;

/// The input cap of every judge bin (4 MiB): the largest input each must take.
pub const INPUT_CAP: usize = 1 << 22;

/// `text`, then blank lines of spaces up to the cap: the largest input of a bin that reads
/// one case as words.
pub fn padded_to_cap(mut text: String) -> String {
    while text.len() < INPUT_CAP {
        let n = (INPUT_CAP - text.len()).min(81);
        text.push_str(&" ".repeat(n - 1));
        text.push('\n');
    }
    text
}

/// Cases drawn by `case` (each its own text) until the next would pass the cap; `counted`
/// puts their number first, on a line of its own, and `end` closes them.
pub fn cases_to_cap(counted: bool, end: &str, mut case: impl FnMut() -> String) -> String {
    let (mut body, mut count) = (String::new(), 0usize);
    loop {
        let next = case();
        // The count's line: at most 8 digits and a line break.
        if body.len() + next.len() + end.len() + 9 > INPUT_CAP {
            break;
        }
        body += &next;
        count += 1;
    }
    let head = if counted {
        format!("{count}\n")
    } else {
        String::new()
    };
    head + &body + end
}

/// `n` cases drawn by `case` (each its own text); `counted` puts their number first, on a
/// line of its own, and `end` closes them.
pub fn cases(n: usize, counted: bool, end: &str, case: impl FnMut() -> String) -> String {
    let body: String = std::iter::repeat_with(case).take(n).collect();
    let head = if counted {
        format!("{n}\n")
    } else {
        String::new()
    };
    head + &body + end
}

/// The text after the first line: one case of an input that counts its cases.
pub fn after_count(input: &str) -> String {
    input
        .split_once('\n')
        .map_or("", |(_, rest)| rest)
        .to_string()
}

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
                "unknown mode {n}: 0 walks k moves from the goal, 1 draws from cases at distance >= k, 2 draws any arrangement"
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

/// How far from the goal a case is: mode 0 walks `lo` moves; mode 1 draws a case whose
/// true distance is at least `lo` and, if `hi` is set, at most `hi`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reach {
    pub lo: u32,
    pub hi: Option<u32>,
}

impl From<u32> for Reach {
    fn from(k: u32) -> Reach {
        Reach { lo: k, hi: None }
    }
}

impl Reach {
    /// `k` or `A..=B`. A negative k is 0 (the reference walks no moves), and neither k nor
    /// B may pass [`MAX_K`].
    pub fn parse(text: &str) -> Result<Reach, String> {
        let number = |what: &str, word: &str| -> Result<u32, String> {
            let n: i64 = word
                .parse()
                .map_err(|_| format!("{what} '{}' is not a number in range", clip(word)))?;
            if n > i64::from(MAX_K) {
                return Err(format!("{what} {n} is above {MAX_K}"));
            }
            Ok(n.max(0) as u32)
        };
        let Some((lo, hi)) = text.split_once("..=") else {
            return Ok(Reach::from(number("k", text)?));
        };
        let reach = Reach {
            lo: number("k", lo)?,
            hi: Some(number("k", hi)?),
        };
        match reach.hi {
            Some(hi) if hi < reach.lo => Err(format!("the range {text} is empty")),
            _ => Ok(reach),
        }
    }

    /// Whether distance `d` lies in the range.
    pub fn holds(&self, d: u32) -> bool {
        d >= self.lo && self.hi.map_or(true, |hi| d <= hi)
    }
}

impl std::fmt::Display for Reach {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.hi {
            Some(hi) => write!(f, "{}..={hi}", self.lo),
            None => write!(f, "{}", self.lo),
        }
    }
}

/// `rng() % n`, as the reference draws an index.
pub fn draw(rng: &mut Mt19937, n: usize) -> usize {
    (rng.next_u32() % n as u32) as usize
}

/// Mode 1 from a list: one of the cases `list` makes (every case of `problem` in `reach`),
/// drawn as the reference draws, `rng() % len`. The list is made once per problem and reach
/// and kept in `tables`, so `duipai`'s rounds make it once.
pub fn pick(
    tables: &Tables,
    problem: &str,
    reach: Reach,
    rng: &mut Mt19937,
    list: impl FnOnce() -> Result<Vec<String>, String>,
) -> Result<String, String> {
    let cases = tables.list(format!("{problem} {reach}"), list)?;
    Ok(cases[draw(rng, cases.len())].clone())
}

/// Fisher–Yates with `rng() % (i + 1)`.
pub fn shuffle<T>(items: &mut [T], rng: &mut Mt19937) {
    for i in (1..items.len()).rev() {
        let j = draw(rng, i + 1);
        items.swap(i, j);
    }
}

/// The error of a far list that came out empty.
pub fn none_that_far(reach: Reach, largest: u32) -> String {
    match reach.hi {
        None => format!(
            "no case is {} or more moves from the goal: the largest distance is {largest}",
            reach.lo
        ),
        Some(_) => {
            format!("no case is {reach} moves from the goal (the largest distance is {largest})")
        }
    }
}

/// Mode 1 by drawing and solving serves distances up to `most`, measured to answer within
/// about 2 s for any seed: farther cases are too rare among the draws. A reach that starts
/// beyond it is refused at once, naming the largest distance served.
pub fn served(reach: Reach, most: u32, what: &str) -> Result<(), String> {
    match reach.lo > most {
        true => Err(format!(
            "gen draws {what} at most {most} moves out, not {}: farther ones are too rare among random draws to find in about 2 s",
            reach.lo
        )),
        false => Ok(()),
    }
}

/// Mode 1 where no far list can be made: up to `attempts` candidates from `attempt` (each a
/// case and its true distance if at most `hi`, else `None`), the first whose distance lies in
/// `lo..=hi`. `largest` is the largest distance any case can have.
pub fn draw_in_reach(
    rng: &mut Mt19937,
    reach: Reach,
    (hi, largest, attempts): (u32, u32, u32),
    mut attempt: impl FnMut(&mut Mt19937) -> (String, Option<u32>),
) -> Result<String, String> {
    if reach.lo > largest {
        return Err(none_that_far(reach, largest));
    }
    for _ in 0..attempts {
        let (case, distance) = attempt(rng);
        if distance.is_some_and(|d| d >= reach.lo && d <= hi) {
            return Ok(case);
        }
    }
    Err(format!(
        "no case {}..={hi} moves from the goal in {attempts} draws",
        reach.lo
    ))
}

/// A sliding board `k` random blank moves from `goal`, each drawn as the reference does:
/// `rng() % n` over the moves up, down, left, right that stay on the board.
pub fn walk_board(goal: Board, rng: &mut Mt19937, k: u32) -> Board {
    let mut board = goal;
    for _ in 0..k {
        let options = board.neighbours(Adjacency::Grid);
        board = options[draw(rng, options.len())];
    }
    board
}

/// The sliding board `goal` with its cells shuffled: any of the 9! boards, uniformly.
pub fn uniform_board(goal: Board, rng: &mut Mt19937) -> Board {
    let mut board = goal;
    shuffle(&mut board.0, rng);
    board
}

/// The sliding boards whose distance in `truth` lies in `reach`, sorted by their cells,
/// each written by `format`.
pub fn far_boards(
    truth: &Distances,
    reach: Reach,
    format: fn(&Board) -> String,
) -> Result<Vec<String>, String> {
    let mut far = truth.at_least(reach.lo);
    far.retain(|board| truth.get(board).is_some_and(|d| reach.holds(d)));
    if far.is_empty() {
        return Err(none_that_far(reach, truth.max_distance()));
    }
    Ok(far.iter().map(format).collect())
}
