//! Luogu P2730 / AcWing 1107 魔板 (Magic Squares): a 2×4 board of 1..=8 listed clockwise
//! from the top-left; the fewest moves A, B, C from the base `1 2 3 4 5 6 7 8` to the input,
//! and the lexicographically smallest such sequence. Judge bin: `p2730_magic_squares`.
//!
//! Written apart from the bin (which walks BFS parents back from the target): one
//! breadth-first search from the base gives every state's distance `D`; the moves are
//! position maps, so the distance from state `s` to target `t` is `D` of `t` renamed by
//! where `s` holds each number. The smallest sequence is then a greedy walk: from the base,
//! take the first of A, B, C that brings the target one move closer.
//!
//! ```
//! use eight_puzzle::problems::p2730_magic_squares::{parse, Distances};
//! use eight_puzzle::tables::Tables;
//!
//! let table = Tables::new().get::<Distances>();
//! assert_eq!(table.smallest(&parse("2 6 8 4 5 7 3 1").unwrap()), "BCABCCB");
//! ```

use crate::check::{check_with, integer_word, Judged, Verdict};
use crate::distances::histogram;
use crate::facts::{joined, TableFacts};
use crate::fxhash::FxHashMap;
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, none_that_far, pick, shuffle, Reach};
use crate::tables::{Table, Tables};
use crate::text::{clip, plural, words};
use crate::wrong::{Attempt, How, Wrong};
use std::collections::VecDeque;

/// A state: the numbers 0..8 (the statement's minus one) in clockwise order.
pub type State = [u8; 8];

/// The moves as the statement writes them: what `12345678` becomes.
const MOVES: [&str; 3] = ["87654321", "41236785", "17245368"];

/// The layer sizes the problem's lore gives (1 state at 0 moves, … 5 at 22); `count` and
/// the tests measure them.
pub const LAYERS: [usize; 23] = [
    1, 3, 7, 14, 26, 51, 92, 159, 274, 453, 720, 1115, 1727, 2603, 3701, 4729, 5620, 6240, 5840,
    4492, 2120, 328, 5,
];

/// The base state, 0..8.
pub const BASE: State = [0, 1, 2, 3, 4, 5, 6, 7];

/// Move `m` (0 = A) applied to `state`: the statement's example read as a map of cells.
pub fn apply(state: &State, m: usize) -> State {
    let map = MOVES[m].as_bytes();
    std::array::from_fn(|i| state[usize::from(map[i] - b'1')])
}

/// Parses 8 numbers, a permutation of 1..=8; returns them minus one.
pub fn parse(text: &str) -> Result<State, String> {
    let numbers: Vec<u8> = words(text)?
        .map(|w| match w.parse::<u8>() {
            Ok(v @ 1..=8) => Ok(v - 1),
            _ => Err(format!("'{}' is not one of 1-8", clip(w))),
        })
        .collect::<Result<_, _>>()?;
    let mut sorted = numbers.clone();
    sorted.sort_unstable();
    if sorted != BASE {
        return Err(format!(
            "expected a permutation of 1-8, got {} numbers: {}",
            numbers.len(),
            clip(&joined(
                &numbers.iter().map(|v| v + 1).collect::<Vec<_>>(),
                " "
            ))
        ));
    }
    Ok(numbers.try_into().expect("eight numbers"))
}

/// Every state's distance from the base.
pub struct Distances(FxHashMap<State, u8>);

impl Table for Distances {
    fn build(_: &Tables) -> Distances {
        let mut distance = FxHashMap::default();
        distance.insert(BASE, 0u8);
        let mut queue = VecDeque::from([BASE]);
        while let Some(state) = queue.pop_front() {
            let d = distance[&state];
            for m in 0..3 {
                let next = apply(&state, m);
                distance.entry(next).or_insert_with(|| {
                    queue.push_back(next);
                    d + 1
                });
            }
        }
        Distances(distance)
    }
}

impl Distances {
    /// The fewest moves from `from` to `target`: `D` of the target renamed by `from`.
    pub fn between(&self, from: &State, target: &State) -> u32 {
        let mut cell_of = [0u8; 8];
        for (cell, &v) in from.iter().enumerate() {
            cell_of[usize::from(v)] = cell as u8;
        }
        let renamed = target.map(|v| cell_of[usize::from(v)]);
        u32::from(self.0[&renamed])
    }

    /// The lexicographically smallest shortest sequence from the base to `target`.
    pub fn smallest(&self, target: &State) -> String {
        self.smallest_from(&BASE, target)
    }

    /// The lexicographically smallest shortest sequence from `from` to `target`.
    pub fn smallest_from(&self, from: &State, target: &State) -> String {
        self.smallest_in(from, target, [0, 1, 2])
    }

    /// [`Self::smallest_from`] with the moves tried in `order`: the smallest sequence when
    /// letters rank as `order` lists them.
    fn smallest_in(&self, from: &State, target: &State, order: [usize; 3]) -> String {
        let (mut at, mut path) = (*from, String::new());
        let mut left = self.between(&at, target);
        while left > 0 {
            let m = order
                .into_iter()
                .find(|&m| self.between(&apply(&at, m), target) == left - 1)
                .expect("a state off the target has a move towards it");
            path.push(['A', 'B', 'C'][m]);
            at = apply(&at, m);
            left -= 1;
        }
        path
    }

    /// How many states the base reaches.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Always false: the base reaches itself.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `histogram()[d]` = how many states lie exactly `d` moves out.
    pub fn histogram(&self) -> Vec<usize> {
        histogram(self.0.values().map(|&d| u32::from(d)))
    }

    /// Every state in lexicographic order, with its distance.
    pub fn all(&self) -> impl Iterator<Item = (State, u32)> + '_ {
        crate::board::permutations(BASE.to_vec()).map(|p| {
            let state: State = p.try_into().expect("eight numbers");
            (state, u32::from(self.0[&state]))
        })
    }
}

/// The input line of a state: its numbers plus one.
pub fn to_input(state: &State) -> String {
    joined(&state.iter().map(|v| v + 1).collect::<Vec<_>>(), " ") + "\n"
}

/// The expected output for `target`.
pub fn answer(table: &Distances, target: &State) -> String {
    printed(&table.smallest(target))
}

/// The output for a sequence: its length, then the sequence if it has a move.
fn printed(path: &str) -> String {
    match path.is_empty() {
        true => "0\n".into(),
        false => format!("{}\n{path}\n", path.len()),
    }
}

/// What a program prints for `input` that finds its sequence as `way` does; nothing for an
/// input the parser refuses.
fn run(tables: &Tables, input: &str, way: fn(&Distances, &State) -> String) -> Attempt {
    match parse(input) {
        Ok(target) => Attempt::Printed(printed(&way(&tables.get::<Distances>(), &target))),
        Err(_) => Attempt::Printed(String::new()),
    }
}

/// A breadth-first search from the target by the moves undone, A, B, C in turn, that
/// reads its sequence back: the smallest when compared from the last letter.
fn from_the_target(table: &Distances, target: &State) -> String {
    let undo = |s: &State, m: usize| (0..3).fold(*s, |s, _| apply(&s, m));
    let (mut at, mut path) = (*target, Vec::new());
    while at != BASE {
        let left = table.between(&BASE, &at);
        let m = (0..3)
            .find(|&m| table.between(&BASE, &undo(&at, m)) + 1 == left)
            .expect("a state off the base has a move from a nearer one");
        path.push(['A', 'B', 'C'][m]);
        at = undo(&at, m);
    }
    path.iter().rev().collect()
}

/// The input read as the top row and then the bottom row left to right (it lists the
/// bottom row right to left), and the base read the same way.
fn as_two_rows(table: &Distances, target: &State) -> String {
    let misread = |s: &State| [s[0], s[1], s[2], s[3], s[7], s[6], s[5], s[4]];
    table.smallest_from(&misread(&BASE), &misread(target))
}

/// The known wrong solutions: the moves tried C, B, A, a search from the target, the input
/// read as two rows, and the base never found as the target.
static WRONG: [Wrong; 4] = [
    Wrong {
        name: "moves_tried_c_b_a",
        source: "the statement: the smallest sequence in dictionary order; docs/bins/p2730_magic_squares.md: taking the last of the three moves turns the tests red",
        how: How::Program(|tables, input| run(tables, input, |t, s| t.smallest_in(&BASE, s, [2, 1, 0]))),
    },
    Wrong {
        name: "search_from_the_target",
        source: "the statement: the smallest sequence in dictionary order, compared from its first letter",
        how: How::Program(|tables, input| run(tables, input, from_the_target)),
    },
    Wrong {
        name: "input_read_as_two_rows",
        source: "the statement: the eight numbers go clockwise from the top-left, so the bottom row is listed right to left",
        how: How::Program(|tables, input| run(tables, input, as_two_rows)),
    },
    Wrong {
        name: "goal_tested_only_on_new_states",
        source: "the statement: the base itself needs 0 moves; a search that tests only states it has not seen never finds the base, seen from the start, and prints nothing",
        how: How::Model(|answer| match answer == "0\n" {
            true => Attempt::Printed(String::new()),
            false => Attempt::Printed(answer.into()),
        }),
    },
];

/// Judges an output against the one right answer: its length, then the sequence (when the
/// length is above 0), compared word by word as the judges compare.
#[allow(clippy::ptr_arg)] // `check_with` hands the case by reference, and the case is a String
fn judge(expected: &String, output: &str) -> Judged {
    let want: Vec<&str> = expected.split_ascii_whitespace().collect();
    let got: Vec<&str> = output.split_ascii_whitespace().collect();
    let Some(first) = got.first() else {
        return Err(Verdict::PresentationError("empty output".into()));
    };
    integer_word(first, want[0].parse().expect("a length"), "")?;
    match (want.get(1), got.get(1), got.len()) {
        (None, None, _) => Ok("0 moves".into()),
        (Some(w), Some(g), 2) if w == g => Ok(format!(
            "{w}, the smallest of {}",
            plural(w.len() as u32, "move")
        )),
        (Some(w), Some(g), 2) => Err(Verdict::WrongAnswer(format!(
            "{w} expected, got {}",
            clip(g)
        ))),
        (Some(w), None, _) => Err(Verdict::PresentationError(format!(
            "the sequence {w} is missing"
        ))),
        _ => Err(Verdict::PresentationError(format!(
            "{} words where {} expected",
            got.len(),
            want.len()
        ))),
    }
}

/// The problem, for the registry.
pub struct P2730;

/// The problem, as the registry lists it.
pub const PROBLEM: P2730 = P2730;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("p2730_magic_squares")],
    far_most: LAYERS.len() as u32 - 1,
    uniform_in_range: true,
    bad: &[
        "",
        "1 2 3 4 5 6 7\n",
        "1 2 3 4 5 6 7 8 1\n",
        "0 1 2 3 4 5 6 7\n",
        "1 1 3 4 5 6 7 8\n",
        "1 2 3 4 5 6 7 9\n",
        "12345678\n",
        "1 2 3 4 5 6 7 A\n",
    ],
    sizes: &[],
    limits: Limits::stated(
        1000,
        125,
        "Luogu's page, as a solution file's header copies it",
    ),
};

impl Problem for P2730 {
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
        let expected = parse(input).map(|t| self::answer(&tables.get::<Distances>(), &t));
        check_with(expected, output, answer, judge)
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let state = (0..k).fold(BASE, |s, _| apply(&s, draw(rng, 3)));
        to_input(&state)
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        let mut state = BASE;
        shuffle(&mut state, rng);
        to_input(&state)
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            let table = tables.get::<Distances>();
            let far: Vec<String> = table
                .all()
                .filter(|&(_, d)| reach.holds(d))
                .map(|(s, _)| to_input(&s))
                .collect();
            if far.is_empty() {
                return Err(none_that_far(reach, table.histogram().len() as u32 - 1));
            }
            Ok(far)
        })
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let table = tables.get::<Distances>();
        let histogram = table.histogram();
        let deepest = histogram.len() as u32 - 1;
        let farthest = table.all().find(|&(_, d)| d == deepest);
        let farthest = farthest.map_or(String::new(), |(s, _)| to_input(&s).trim().to_string());
        let facts = TableFacts::from_histogram(40_320, histogram.clone(), farthest);
        let mut counted: Counted = match csv {
            true => facts.csv(),
            false => facts.report("P2730 魔板 (2×4, moves A B C, from 1 2 3 4 5 6 7 8), breadth-first search from the base:"),
        }
        .into();
        if histogram != LAYERS {
            counted.disagreements.push(format!(
                "layers {} differ from the known {}",
                joined(&histogram, " "),
                joined(&LAYERS, " ")
            ));
        }
        Ok(counted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_and_the_judge() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| P2730.check(&tables, input, out, None);
        let sample = "2 6 8 4 5 7 3 1\n";
        assert!(check(sample, "7\nBCABCCB\n").is_accepted());
        assert_eq!(check(sample, "7\nBCABCBC\n").exit_code(), 1);
        assert_eq!(check(sample, "07\nBCABCCB\n").exit_code(), 1);
        assert_eq!(check(sample, "7\n").exit_code(), 2);
        assert!(check("1 2 3 4 5 6 7 8", "0\n").is_accepted());
        assert_eq!(check("1 2 3 4 5 6 7 8", "0\nA\n").exit_code(), 2);
        assert_eq!(check("1 2 3 4 5 6 7", "0").exit_code(), 3);
        assert!(parse("1 2 3 4 5 6 7 7").is_err());
        assert!(parse("1 2 3 4 5 6 7 9").is_err());
    }
}
