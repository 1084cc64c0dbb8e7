//! Luogu P1213 [USACO1.4][IOI1994] 时钟 The Clocks: nine dials of 3, 6, 9 or 12 (clocks A-I,
//! row by row); nine moves each turn fixed clocks a quarter clockwise; print the shortest
//! list of moves that sets every dial to 12, the smallest read as a number where several
//! are shortest. Judge bin: `p1213_clocks`.
//!
//! The oracle is one breadth-first search over the 4^9 dial settings, backwards from the
//! goal (a move undone is the move made three times), and the answer is read off it
//! greedily: from the start, the smallest move that brings the goal one move closer. The
//! bin solves a system of counts by meeting in the middle instead.
//!
//! ```
//! use eight_puzzle::problems::p1213_clocks::{parse, Truth};
//! use eight_puzzle::tables::Tables;
//!
//! let tables = Tables::new();
//! let start = parse("9 9 12\n6 6 6\n6 3 6\n").unwrap();
//! assert_eq!(tables.get::<Truth>().answer(start), vec![4, 5, 8, 9]);
//! assert!(parse("9 9 12 6 6 6 6 3 5").is_err());
//! ```

use crate::check::{check_with, Judged, Verdict};
use crate::distances::histogram;
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, none_that_far, pick, Reach};
use crate::tables::{Table, Tables};
use crate::text::{clip, words};
use crate::wrong::{Attempt, How, Wrong};
use std::collections::VecDeque;

/// The clocks each move turns, as indices 0-8 (A-I), move 1 first.
pub const MOVES: [&[usize]; 9] = [
    &[0, 1, 3, 4],
    &[0, 1, 2],
    &[1, 2, 4, 5],
    &[0, 3, 6],
    &[1, 3, 4, 5, 7],
    &[2, 5, 8],
    &[3, 4, 6, 7],
    &[6, 7, 8],
    &[4, 5, 7, 8],
];

/// The 4^9 dial settings.
pub const STATES: usize = 1 << 18;

/// A setting: clock c's quarters past 12 (0 for 12, 1 for 3, …) in bits 2c and 2c + 1.
pub type State = usize;

/// Parses nine dials, each 3, 6, 9 or 12.
pub fn parse(text: &str) -> Result<State, String> {
    let dials: Vec<&str> = words(text)?.collect();
    if dials.len() != 9 {
        return Err(format!("expected 9 dials, got {}", dials.len()));
    }
    let mut state = 0;
    for (c, word) in dials.iter().enumerate() {
        let quarter = match *word {
            "12" => 0,
            "3" => 1,
            "6" => 2,
            "9" => 3,
            _ => return Err(format!("a dial shows 3, 6, 9 or 12, not '{}'", clip(word))),
        };
        state |= quarter << (2 * c);
    }
    Ok(state)
}

/// The input for `state`: three lines of three dials.
pub fn format(state: State) -> String {
    let dial = |c: usize| ["12", "3", "6", "9"][state >> (2 * c) & 3];
    (0..3)
        .map(|r| format!("{} {} {}\n", dial(3 * r), dial(3 * r + 1), dial(3 * r + 2)))
        .collect()
}

/// `state` after move `m` (0-8) made `times` times.
pub fn apply(state: State, m: usize, times: usize) -> State {
    MOVES[m].iter().fold(state, |s, &c| {
        let quarter = (s >> (2 * c) & 3) + times;
        s & !(3 << (2 * c)) | (quarter & 3) << (2 * c)
    })
}

/// The fewest moves from every setting to all 12s.
pub struct Truth(Vec<u8>);

impl Table for Truth {
    fn build(_: &Tables) -> Truth {
        let mut distance = vec![u8::MAX; STATES];
        distance[0] = 0;
        let mut queue = VecDeque::from([0]);
        while let Some(state) = queue.pop_front() {
            for m in 0..9 {
                // The settings one move m before `state`: `state` turned back a quarter.
                let before = apply(state, m, 3);
                if distance[before] == u8::MAX {
                    distance[before] = distance[state] + 1;
                    queue.push_back(before);
                }
            }
        }
        Truth(distance)
    }
}

impl Truth {
    /// The fewest moves from `state` (every setting reaches the goal).
    pub fn distance(&self, state: State) -> u32 {
        u32::from(self.0[state])
    }

    /// The answer from `state`, moves 1-9: at each step the smallest move that brings the
    /// goal one move closer, which makes the smallest number among the shortest lists.
    pub fn answer(&self, mut state: State) -> Vec<u8> {
        let mut moves = Vec::new();
        while self.0[state] > 0 {
            let m = (0..9)
                .find(|&m| self.0[apply(state, m, 1)] + 1 == self.0[state])
                .expect("a move brings a setting off the goal closer");
            moves.push(m as u8 + 1);
            state = apply(state, m, 1);
        }
        moves
    }

    /// `histogram()[d]`: how many settings are d moves from the goal.
    pub fn histogram(&self) -> Vec<usize> {
        histogram(self.0.iter().map(|&d| u32::from(d)))
    }
}

/// The answer's line: the moves with spaces between.
pub fn line(moves: &[u8]) -> String {
    let words: Vec<String> = moves.iter().map(u8::to_string).collect();
    words.join(" ") + "\n"
}

/// Judges an output against the one right answer: every word a move 1-9, the list sets the
/// dials to 12, is as short as the answer, and is the answer (the smallest number).
fn judge((start, want): &(State, Vec<u8>), output: &str) -> Judged {
    let mut got = Vec::new();
    for word in output.split_ascii_whitespace() {
        match word.parse::<u8>() {
            Ok(m @ 1..=9) if m.to_string() == word => got.push(m),
            Ok(_) => return Err(Verdict::WrongAnswer(format!("'{word}' is not a move 1-9"))),
            Err(_) if word.parse::<i64>().is_ok() => {
                return Err(Verdict::WrongAnswer(format!(
                    "'{}' is not a move 1-9",
                    clip(word)
                )))
            }
            Err(_) => {
                return Err(Verdict::PresentationError(format!(
                    "'{}' is not a number",
                    clip(word)
                )))
            }
        }
    }
    let end = got
        .iter()
        .fold(*start, |s, &m| apply(s, usize::from(m) - 1, 1));
    if end != 0 {
        return Err(Verdict::WrongAnswer(format!(
            "the {} moves leave a dial off 12",
            got.len()
        )));
    }
    if got.len() != want.len() {
        let why = format!("{} moves; the fewest is {}", got.len(), want.len());
        return Err(Verdict::WrongAnswer(why));
    }
    if got != *want {
        let why = format!(
            "'{}' is shortest but not the smallest: '{}'",
            line(&got).trim_end(),
            line(want).trim_end()
        );
        return Err(Verdict::WrongAnswer(why));
    }
    Ok(format!("the smallest of {} moves", want.len()))
}

/// The problem, for the registry.
pub struct Clocks;

/// The problem, as the registry lists it.
pub const PROBLEM: Clocks = Clocks;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("p1213_clocks")],
    far_most: 27,
    uniform_in_range: true,
    bad: &[
        "",
        "9 9 12\n6 6 6\n6 3\n",
        "9 9 12\n6 6 6\n6 3 6 6\n",
        "9 9 12\n6 6 6\n6 3 5\n",
        "9 9 12\n6 6 6\n6 3 0\n",
        "9 9 12\n6 6 6\n6 3 09\n",
        "9 9 12\n6 6 6\n6 3 +9\n",
        "9 9 12\n6 6 6\n6 3 15\n",
        "99 12 6 6 6 6 3 6\n",
    ],
    sizes: &[],
    limits: Limits::usual("not confirmed: Luogu P1213's page was not read"),
};

/// What a program prints when it answers `start` as `moves` says.
fn printed(input: &str, moves: impl Fn(State) -> Option<Vec<u8>>) -> Attempt {
    let answer = parse(input).ok().and_then(moves);
    Attempt::Printed(answer.map_or(String::new(), |m| line(&m)))
}

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "moves_tried_from_9_down",
        source: "the statement: of several shortest lists, the smallest read as a number; a search that tries move 9 first prints the same moves largest first",
        how: How::Model(|answer| {
            let mut words: Vec<&str> = answer.split_ascii_whitespace().collect();
            words.reverse();
            Attempt::Printed(words.join(" ") + "\n")
        }),
    },
    Wrong {
        name: "dials_turned_back",
        source: "the statement: a move turns its clocks 90 degrees clockwise; a solver that turns them back finds the lists for the mirrored dials",
        how: How::Program(|tables, input| {
            printed(input, |s| {
                let mirrored = (0..9).fold(0, |m, c| m | ((4 - (s >> (2 * c) & 3)) & 3) << (2 * c));
                Some(tables.get::<Truth>().answer(mirrored))
            })
        }),
    },
    Wrong {
        name: "each_move_at_most_twice",
        source: "a search that makes each move at most twice, as if three quarters were one quarter back: it misses every answer that makes a move three times and prints nothing",
        how: How::Program(|tables, input| {
            printed(input, |s| {
                let answer = tables.get::<Truth>().answer(s);
                let thrice = (1..=9).any(|m| answer.iter().filter(|&&x| x == m).count() >= 3);
                (!thrice).then_some(answer)
            })
        }),
    },
];

impl Problem for Clocks {
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
        let case = parse(input).map(|s| (s, tables.get::<Truth>().answer(s)));
        check_with(case, output, answer, judge)
    }

    /// k random moves made backwards from the goal (each move's inverse), so that the dials
    /// are at most k moves out.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let state = (0..k).fold(0, |s, _| apply(s, draw(rng, 9), 3));
        format(state)
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        format(draw(rng, STATES))
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            let truth = tables.get::<Truth>();
            let far: Vec<String> = (0..STATES)
                .filter(|&s| reach.holds(truth.distance(s)))
                .map(format)
                .collect();
            match far.is_empty() {
                true => Err(none_that_far(reach, 27)),
                false => Ok(far),
            }
        })
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let truth = tables.get::<Truth>();
        let histogram = truth.histogram();
        let most = histogram.len() as u32 - 1;
        let farthest = (0..STATES)
            .find(|&s| truth.distance(s) == most)
            .expect("a farthest setting");
        let described = format(farthest).trim_end().replace('\n', " / ");
        let facts = crate::facts::TableFacts::from_histogram(STATES, histogram, described);
        if csv {
            return Ok(facts.csv().into());
        }
        let title = "Luogu P1213 The Clocks (4^9 dial settings, goal all 12), breadth-first search from the goal:";
        Ok(format!("{title}\n{}", facts.report_lines("settings")).into())
    }

    /// The breadth-first search a contestant writes first: from the dials, moves tried 1 to
    /// 9, each setting's path kept as a string in a hash map, until every dial shows 12.
    fn textbook(&self, input: &str) -> Option<String> {
        let start = parse(input).ok()?;
        let mut path = std::collections::HashMap::from([(start, String::new())]);
        let mut queue = VecDeque::from([start]);
        while let Some(state) = queue.pop_front() {
            if state == 0 {
                let moves: Vec<String> = path[&state].chars().map(String::from).collect();
                return Some(moves.join(" ") + "\n");
            }
            for m in 0..9 {
                let next = apply(state, m, 1);
                if !path.contains_key(&next) {
                    let longer = format!("{}{}", path[&state], m + 1);
                    path.insert(next, longer);
                    queue.push_back(next);
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_and_the_sample() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| Clocks.check(&tables, input, out, None);
        let sample = "9 9 12\n6 6 6\n6 3 6\n";
        assert!(check(sample, "4 5 8 9\n").is_accepted());
        assert_eq!(check(sample, "9 8 5 4\n").exit_code(), 1);
        assert_eq!(check(sample, "4 5 8\n").exit_code(), 1);
        assert_eq!(check(sample, "4 5 8 10\n").exit_code(), 1);
        assert_eq!(check(sample, "4 5 8 x\n").exit_code(), 2);
        assert!(check("12 12 12 12 12 12 12 12 12", "\n").is_accepted());
        assert_eq!(check("12 12 12", "").exit_code(), 3);
        assert_eq!(Clocks.textbook(sample).unwrap(), "4 5 8 9\n");
    }
}
