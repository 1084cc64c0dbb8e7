//! Luogu P5507 机关 (knobs): twelve knobs of four states that turn one way (1 → 2 → 3 → 4
//! → 1); turning a knob from state j also turns, once, the knob its line names for j (no
//! chain); print the fewest turns that bring every knob to state 1 and the knobs turned
//! (any shortest list: a special judge). Judge bin: `p5507_knobs`.
//!
//! The oracle keeps a setting as a base-4 number with knob 1 as its most significant digit
//! (the bin puts knob 1 lowest). [`search`] runs a breadth-first search forwards from the
//! start, stopped at the goal, and walks back by trying every setting that differs in the
//! knobs a turn can touch; [`distances`] runs one search back from the goal over every
//! setting, undoing a turn by trying each state the knob could have had. The bin searches
//! from both ends at once and meets in the middle.
//!
//! ```
//! use eight_puzzle::problems::p5507_knobs::{parse, search, Rules};
//!
//! let sample = "4 2 2 2 2\n4 1 1 1 1\n".to_string() + &"1 1 1 1 1\n".repeat(10);
//! let knobs = parse(&sample).unwrap();
//! let goal = vec![0; 12];
//! assert_eq!(search(&knobs.wiring, knobs.code(), &goal, Rules::Right), Some(vec![0]));
//! assert!(parse("5 2 2 2 2\n").is_err());
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

/// Luogu's knobs: twelve.
pub const KNOBS: usize = 12;

/// The most turns a test of a pack needs: a public write-up of the problem quotes this bound
/// on the judge's data; the statement's own page was not reached to confirm it.
pub const PROMISED: u32 = 17;

/// One input: each knob's state 0-3 and, for each state, its partner (0-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knobs {
    pub start: Vec<u8>,
    pub wiring: Vec<[u8; 4]>,
}

impl Knobs {
    /// The start as a number: knob 1's state is the most significant base-4 digit.
    pub fn code(&self) -> usize {
        code(&self.start)
    }

    /// Whether some knob names itself: the statement says a turn moves another knob.
    pub fn names_itself(&self) -> bool {
        let mut lines = self.wiring.iter().enumerate();
        lines.any(|(k, line)| line.contains(&(k as u8)))
    }
}

/// A setting's number: the states as base-4 digits, the first most significant.
pub fn code(states: &[u8]) -> usize {
    states.iter().fold(0, |c, &s| c * 4 + usize::from(s))
}

/// Knob `k`'s state in setting `c` of `n` knobs.
fn digit(c: usize, n: usize, k: usize) -> usize {
    c >> (2 * (n - 1 - k)) & 3
}

/// Setting `c` of `n` knobs with knob `k` at state `v` (taken modulo 4).
fn set(c: usize, n: usize, k: usize, v: usize) -> usize {
    let shift = 2 * (n - 1 - k);
    c & !(3 << shift) | (v & 3) << shift
}

/// How a turn acts: right, or as one of the mistakes in [`WRONG`] reads it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rules {
    Right,
    /// The partner's turn turns its own partner too (one link more).
    Chain,
    /// The partner is the one named for the knob's new state, not the state it left.
    NewState,
}

/// Setting `c` after turning knob `k`, under `rules`.
pub fn turned(wiring: &[[u8; 4]], c: usize, k: usize, rules: Rules) -> usize {
    let n = wiring.len();
    let bump = |c: usize, i: usize| set(c, n, i, digit(c, n, i) + 1);
    let left = digit(c, n, k);
    let named = match rules {
        Rules::NewState => (left + 1) & 3,
        _ => left,
    };
    let partner = usize::from(wiring[k][named]);
    let after = bump(bump(c, k), partner);
    match rules {
        // The partner's turn from the state it had before this turn names one more knob.
        Rules::Chain => {
            let from = digit(bump(c, k), n, partner);
            bump(after, usize::from(wiring[partner][from]))
        }
        _ => after,
    }
}

/// Every setting from which turning knob `k` gives `c` (right rules): k left state s and
/// came to its state in `c`, one state on if s names another knob (which is then one state
/// back), two if s names k itself. So s is one state back or two, and no other.
pub fn unturned(wiring: &[[u8; 4]], c: usize, k: usize) -> impl Iterator<Item = usize> {
    let n = wiring.len();
    let now = digit(c, n, k);
    let (one_back, two_back) = ((now + 3) & 3, (now + 2) & 3);
    let partner = usize::from(wiring[k][one_back]);
    let other =
        (partner != k).then(|| set(set(c, n, k, one_back), n, partner, digit(c, n, partner) + 3));
    let itself = (usize::from(wiring[k][two_back]) == k).then(|| set(c, n, k, two_back));
    other.into_iter().chain(itself)
}

/// The fewest turns from every setting of `wiring`'s knobs to `goal` (states 0-3), or
/// `u8::MAX` where the goal cannot be reached: a breadth-first search back from the goal,
/// each layer found by a scan of the whole table (no queue: the table is all the memory).
pub fn distances(wiring: &[[u8; 4]], goal: &[u8]) -> Vec<u8> {
    let n = wiring.len();
    let mut distance = vec![u8::MAX; 1 << (2 * n)];
    distance[code(goal)] = 0;
    for d in 0.. {
        let mut grew = false;
        for c in 0..distance.len() {
            if distance[c] != d {
                continue;
            }
            for k in 0..n {
                for before in unturned(wiring, c, k) {
                    if distance[before] == u8::MAX {
                        distance[before] = d + 1;
                        grew = true;
                    }
                }
            }
        }
        if !grew {
            break;
        }
    }
    distance
}

/// A shortest list of turns (knobs 0-based) from `start` to `goal` under `rules`, or `None`:
/// a breadth-first search forwards, a layer at a time, stopped once the goal is reached;
/// then a walk back from the goal that tries, for each knob, every setting differing in at
/// most the three knobs a turn can touch (so it needs no rule for undoing a turn).
pub fn search(wiring: &[[u8; 4]], start: usize, goal: &[u8], rules: Rules) -> Option<Vec<usize>> {
    let n = wiring.len();
    let goal = code(goal);
    let mut depth = vec![u8::MAX; 1 << (2 * n)];
    depth[start] = 0;
    let mut layer = vec![start as u32];
    while depth[goal] == u8::MAX && !layer.is_empty() {
        let mut next = Vec::new();
        for &c in &layer {
            for k in 0..n {
                let t = turned(wiring, c as usize, k, rules);
                if depth[t] == u8::MAX {
                    depth[t] = depth[c as usize] + 1;
                    next.push(t as u32);
                }
            }
        }
        layer = next;
    }
    if depth[goal] == u8::MAX {
        return None;
    }
    let mut path = Vec::new();
    let mut c = goal;
    while c != start {
        let (k, before) = one_back(wiring, &depth, c, rules);
        path.push(k);
        c = before;
    }
    path.reverse();
    Some(path)
}

/// A knob and a setting one layer nearer the start that the turn of that knob takes to `c`.
fn one_back(wiring: &[[u8; 4]], depth: &[u8], c: usize, rules: Rules) -> (usize, usize) {
    let n = wiring.len();
    for k in 0..n {
        for (i, j) in (0..n).flat_map(|i| (0..n).map(move |j| (i, j))) {
            for states in 0..64 {
                let before = set(
                    set(set(c, n, k, states), n, i, states >> 2),
                    n,
                    j,
                    states >> 4,
                );
                if depth[before].wrapping_add(1) == depth[c]
                    && turned(wiring, before, k, rules) == c
                {
                    return (k, before);
                }
            }
        }
    }
    unreachable!("a setting the search reached has one in the layer before")
}

/// Parses Luogu's input: twelve lines `s a1 a2 a3 a4`, each a state 1-4 and four partners
/// 1-12, written plainly.
pub fn parse(text: &str) -> Result<Knobs, String> {
    let n = KNOBS;
    let all: Vec<&str> = words(text)?.collect();
    if all.len() != 5 * n {
        return Err(format!(
            "expected {n} knobs of 5 numbers, got {} numbers",
            all.len()
        ));
    }
    let number = |word: &str, most: usize| -> Result<u8, String> {
        match word.parse::<usize>() {
            Ok(v) if v.to_string() == word && (1..=most).contains(&v) => Ok(v as u8 - 1),
            _ => Err(format!("expected a number 1-{most}, got '{}'", clip(word))),
        }
    };
    let mut knobs = Knobs {
        start: Vec::new(),
        wiring: Vec::new(),
    };
    for line in all.chunks(5) {
        knobs.start.push(number(line[0], 4)?);
        let mut partners = [0; 4];
        for (p, word) in partners.iter_mut().zip(&line[1..]) {
            *p = number(word, n)?;
        }
        knobs.wiring.push(partners);
    }
    Ok(knobs)
}

/// The input for `knobs`, one line a knob.
pub fn format(knobs: &Knobs) -> String {
    let line = |(s, w): (&u8, &[u8; 4])| {
        format!(
            "{} {} {} {} {}\n",
            s + 1,
            w[0] + 1,
            w[1] + 1,
            w[2] + 1,
            w[3] + 1
        )
    };
    knobs.start.iter().zip(&knobs.wiring).map(line).collect()
}

/// The fewest turns from `knobs` to the goal, if it can be reached: read from [`Truth`]'s
/// table where the wiring is sample 1's, else searched once per input and kept in `tables`.
pub fn fewest(tables: &Tables, knobs: &Knobs) -> Option<u32> {
    if knobs.wiring == sample_wiring() {
        return tables.get::<Truth>().distance(knobs.code());
    }
    let key = format!("p5507 fewest {}", format(knobs));
    let searched = tables.list(key, || {
        let path = search(&knobs.wiring, knobs.code(), &[0; KNOBS], Rules::Right);
        Ok(path.map(|p| p.len().to_string()).into_iter().collect())
    });
    let listed = searched.expect("a search always ends");
    listed.first().map(|d| d.parse().expect("a count"))
}

/// The wiring of the statement's samples 1 and 2, 1-based: the wiring `far` draws its
/// farthest settings from and `count` reports.
pub const WIRING: [[u8; 4]; KNOBS] = [
    [3, 7, 2, 6],
    [1, 4, 5, 3],
    [1, 2, 6, 4],
    [1, 10, 3, 5],
    [2, 8, 3, 6],
    [7, 9, 2, 1],
    [1, 2, 3, 4],
    [3, 11, 10, 12],
    [8, 6, 7, 4],
    [9, 9, 8, 8],
    [12, 10, 12, 12],
    [7, 8, 9, 10],
];

/// [`WIRING`], 0-based.
pub fn sample_wiring() -> Vec<[u8; 4]> {
    WIRING.iter().map(|line| line.map(|p| p - 1)).collect()
}

/// The fewest turns from every setting of [`WIRING`] to the goal (a search back from it).
pub struct Truth(Vec<u8>);

impl Table for Truth {
    fn build(_: &Tables) -> Truth {
        Truth(distances(&sample_wiring(), &[0; KNOBS]))
    }
}

impl Truth {
    /// The fewest turns from setting `c` of [`WIRING`], if the goal can be reached.
    pub fn distance(&self, c: usize) -> Option<u32> {
        let d = self.0[c];
        (d != u8::MAX).then_some(u32::from(d))
    }

    /// How many settings are d turns from the goal, for each d.
    pub fn histogram(&self) -> Vec<usize> {
        let reached = self.0.iter().filter(|&&d| d != u8::MAX);
        histogram(reached.map(|&d| u32::from(d)))
    }

    /// The settings `d` turns from the goal, in the order of their numbers.
    pub fn at(&self, d: u32) -> impl Iterator<Item = usize> + '_ {
        let all = self.0.iter().enumerate();
        all.filter(move |&(_, &x)| u32::from(x) == d)
            .map(|(c, _)| c)
    }
}

/// A shortest list's output: the count, then the knobs (1-based) on one line.
pub fn printed(path: &[usize]) -> String {
    let knobs: Vec<String> = path.iter().map(|k| (k + 1).to_string()).collect();
    format!("{}\n{}\n", path.len(), knobs.join(" "))
}

/// Judges an output: a count n, the fewest turns (else a wrong answer), then n knobs 1-12 (a
/// word that is not a plain number is a presentation error, as is a count of knobs other
/// than n) that bring every knob to state 1 (else a wrong answer).
fn judge((knobs, least): &(Knobs, u32), output: &str) -> Judged {
    let mut words = output.split_ascii_whitespace();
    let first = words
        .next()
        .ok_or(Verdict::PresentationError("empty output".into()))?;
    let n = match first.parse::<i64>() {
        Ok(n) if n.to_string() == first && n >= 0 => n as usize,
        Ok(n) if n.to_string() == first => {
            return Err(Verdict::WrongAnswer(format!("{n} is not a count of turns")))
        }
        _ => {
            let why = format!("'{}' is not a count of turns", clip(first));
            return Err(Verdict::PresentationError(why));
        }
    };
    if n as u64 != u64::from(*least) {
        let why = format!("{}; the fewest is {least}", turns(n));
        return Err(Verdict::WrongAnswer(why));
    }
    // Counted before they are read: no list of a huge output is kept.
    let count = output.split_ascii_whitespace().count() - 1;
    if count != n {
        let why = format!("the count says {}, then {count} knobs follow", turns(n));
        return Err(Verdict::PresentationError(why));
    }
    let mut c = knobs.code();
    for word in words {
        let k = match word.parse::<i64>() {
            Ok(k) if k.to_string() == word => k,
            _ => {
                let why = format!("'{}' is not a knob number", clip(word));
                return Err(Verdict::PresentationError(why));
            }
        };
        if !(1..=KNOBS as i64).contains(&k) {
            return Err(Verdict::WrongAnswer(format!("{k} is not a knob 1-12")));
        }
        c = turned(&knobs.wiring, c, k as usize - 1, Rules::Right);
    }
    if c != 0 {
        let why = format!("after {} a knob is not at state 1", turns(n));
        return Err(Verdict::WrongAnswer(why));
    }
    Ok(format!("{}, the fewest", turns(n)))
}

/// Whether the states' sum is even, as the goal's is: each turn changes it by an even number
/// (one state on for each of two knobs, or two for a knob that names itself).
pub fn even(knobs: &Knobs) -> bool {
    knobs.start.iter().map(|&s| u32::from(s)).sum::<u32>() % 2 == 0
}

/// `n turns`, or `1 turn`.
fn turns(n: usize) -> String {
    format!("{n} turn{}", if n == 1 { "" } else { "s" })
}

/// The input with the fewest turns from it, or why it is no input of the problem.
fn case(tables: &Tables, input: &str) -> Result<(Knobs, u32), String> {
    let knobs = parse(input)?;
    let least = fewest(tables, &knobs).ok_or("no turns bring these knobs to state 1")?;
    Ok((knobs, least))
}

/// The problem, for the registry.
pub struct Knobs12;

/// The problem, as the registry lists it.
pub const PROBLEM: Knobs12 = Knobs12;

/// The farthest setting of the first sample's wiring: 20 turns (two settings).
const FAR_MOST: u32 = 20;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::many("p5507_knobs")],
    far_most: FAR_MOST,
    uniform_in_range: false,
    bad: &[
        "",
        "4 2 2 2 2\n",
        "5 2 2 2 2\n4 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n",
        "4 2 2 2 2\n4 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 13\n",
        "4 2 2 2 2\n4 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 0\n",
        "4 2 2 2 2\n4 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 01\n",
        "4 2 2 2 2\n4 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1 1\n",
        "3 2 2 2 2\n4 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n",
        "4 2 2 2 2\n4 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 +1\n",
    ],
    sizes: &[],
    limits: Limits::usual("not confirmed: Luogu P5507's page was not read"),
};

/// What a program prints when its search follows `rules`: nothing where it finds no list.
fn printed_under(input: &str, rules: Rules) -> Attempt {
    let knobs = parse(input).ok();
    let path = knobs.and_then(|k| search(&k.wiring, k.code(), &[0; KNOBS], rules));
    Attempt::Printed(path.map_or(String::new(), |p| printed(&p)))
}

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "chain_reaction",
        source: "the statement: the second knob's turn sets off no chain; a solver that lets it turn its own partner too searches other moves",
        how: How::Program(|_, input| printed_under(input, Rules::Chain)),
    },
    Wrong {
        name: "partner_of_the_new_state",
        source: "the statement: a knob turned from state j turns the knob named for j; a solver that turns first and then reads the partner of j + 1 searches other moves",
        how: How::Program(|_, input| printed_under(input, Rules::NewState)),
    },
    Wrong {
        name: "knobs_numbered_from_0",
        source: "the statement: knobs are numbered 1-12; a solver that prints its array indices prints each knob one low",
        how: How::Model(|answer| {
            let mut words = answer.split_ascii_whitespace();
            let count = words.next().unwrap_or_default().to_string();
            let knobs: Vec<String> = words
                .map(|w| w.parse::<i64>().map_or(w.to_string(), |k| (k - 1).to_string()))
                .collect();
            Attempt::Printed(format!("{count}\n{}\n", knobs.join(" ")))
        }),
    },
];

/// A random wiring in which no knob names itself.
fn wiring(rng: &mut Mt19937) -> Vec<[u8; 4]> {
    let partner = |rng: &mut Mt19937, k: usize| {
        let p = draw(rng, KNOBS - 1);
        (p + usize::from(p >= k)) as u8
    };
    (0..KNOBS)
        .map(|k| [0; 4].map(|_| partner(rng, k)))
        .collect()
}

/// The knobs of `wiring` at setting `c`.
fn at(wiring: Vec<[u8; 4]>, c: usize) -> Knobs {
    let start = (0..KNOBS).map(|k| digit(c, KNOBS, k) as u8).collect();
    Knobs { start, wiring }
}

impl Problem for Knobs12 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    /// The numbers and the parity of the states' sum (no turn changes it); whether knobs
    /// of an even sum reach the goal takes a search, which `check` runs and this does not.
    fn parses(&self, input: &str) -> Option<bool> {
        match parse(input) {
            Ok(knobs) if even(&knobs) => None,
            _ => Some(false),
        }
    }

    fn check(&self, tables: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        check_with(case(tables, input), output, answer, judge)
    }

    fn checker(&self) -> Option<&'static str> {
        Some(include_str!("../checkers/p5507_knobs.rs"))
    }

    /// A random wiring (no knob names itself) and the goal with k turns undone, each of a
    /// random knob: at most k turns out.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let wiring = wiring(rng);
        let undo = |c, k| unturned(&wiring, c, k).next().expect("one setting before");
        let c = (0..k).fold(0, |c, _| undo(c, draw(rng, KNOBS)));
        format(&at(wiring, c))
    }

    /// A random wiring (no knob names itself) at a random setting whose states' sum is even
    /// (knob 12's state moved on by one where the sum is odd): the other half never reach the
    /// goal.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        let wiring = wiring(rng);
        let c = draw(rng, 1 << (2 * KNOBS));
        let mut knobs = at(wiring, c);
        if !even(&knobs) {
            knobs.start[KNOBS - 1] = (knobs.start[KNOBS - 1] + 1) % 4;
        }
        format(&knobs)
    }

    /// Up to 8 turns out: a random wiring (no knob names itself) with a walk back from the
    /// goal, kept if the kit's search puts it in `reach`. Farther: a setting of [`WIRING`]
    /// in `reach`, listed where at most 50,000 are, else drawn until one is.
    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        if reach.lo <= 8 {
            for _ in 0..200 {
                let k = reach.lo + draw(rng, 4) as u32;
                let knobs = parse(&self.walk(rng, k)).expect("a walk");
                let d = search(&knobs.wiring, knobs.code(), &[0; KNOBS], Rules::Right);
                if d.is_some_and(|path| reach.holds(path.len() as u32)) {
                    return Ok(format(&knobs));
                }
            }
        }
        let truth = tables.get::<Truth>();
        let histogram = truth.histogram();
        let d = histogram.iter().enumerate();
        let total: usize = d
            .filter(|&(d, _)| reach.holds(d as u32))
            .map(|(_, n)| n)
            .sum();
        if total == 0 {
            return Err(none_that_far(reach, FAR_MOST));
        }
        if total <= 50_000 {
            return pick(tables, self.name(), reach, rng, || {
                let far = (reach.lo..=FAR_MOST).filter(|&d| reach.holds(d));
                let all = far.flat_map(|d| truth.at(d));
                Ok(all.map(|c| format(&at(sample_wiring(), c))).collect())
            });
        }
        loop {
            let c = draw(rng, 1 << (2 * KNOBS));
            if truth.distance(c).is_some_and(|d| reach.holds(d)) {
                return Ok(format(&at(sample_wiring(), c)));
            }
        }
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        Ok(facts(&tables.get::<Truth>(), csv).into())
    }

    /// A pack's test keeps the statement's promises: the goal can be reached in at most
    /// [`PROMISED`] turns, and no knob names itself (the statement says the other knob).
    fn for_pack(&self, tables: &Tables, input: &str) -> bool {
        let Ok(knobs) = parse(input) else {
            return false;
        };
        !knobs.names_itself() && fewest(tables, &knobs).is_some_and(|d| d <= PROMISED)
    }

    /// The breadth-first search a contestant writes first: forwards from the start over the
    /// 4^12 settings, each with the setting and knob it came from, until the goal.
    fn textbook(&self, input: &str) -> Option<String> {
        let knobs = parse(input).ok()?;
        let start = knobs.code() as u32;
        let mut from = vec![u32::MAX; 1 << (2 * KNOBS)];
        let mut knob = vec![0u8; 1 << (2 * KNOBS)];
        from[start as usize] = start;
        let mut queue = VecDeque::from([start]);
        while let Some(c) = queue.pop_front() {
            if c == 0 {
                let mut path = Vec::new();
                let mut at = 0;
                while at != start {
                    path.push(usize::from(knob[at as usize]));
                    at = from[at as usize];
                }
                path.reverse();
                return Some(printed(&path));
            }
            for k in 0..KNOBS {
                let next = turned(&knobs.wiring, c as usize, k, Rules::Right);
                if from[next] == u32::MAX {
                    from[next] = c;
                    knob[next] = k as u8;
                    queue.push_back(next as u32);
                }
            }
        }
        None
    }
}

/// What `count` prints: how many settings of [`WIRING`] are d turns from the goal, and the
/// farthest.
fn facts(truth: &Truth, csv: bool) -> String {
    let histogram = truth.histogram();
    let reached: usize = histogram.iter().sum();
    let most = histogram.len() - 1;
    let first = truth.at(most as u32).next().expect("a farthest setting");
    let states: Vec<String> = (0..KNOBS)
        .map(|k| (digit(first, KNOBS, k) + 1).to_string())
        .collect();
    let joined: Vec<String> = histogram.iter().map(usize::to_string).collect();
    match csv {
        true => format!(
            "reach,{reached},most,{most},farthest,{}\nhistogram,{}\n",
            histogram[most],
            joined.join(",")
        ),
        false => format!(
            "Luogu P5507 (4^12 settings), breadth-first search back from the goal, for the wiring of samples 1 and 2:\n  {reached} of {} settings reach the goal; the farthest are {most} turns out ({}, first {})\n  per distance: {}\n",
            1usize << (2 * KNOBS),
            histogram[most],
            states.join(" "),
            joined.join(" ")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_and_the_samples() {
        let tables = Tables::new();
        let sample3 = "4 2 2 2 2\n4 1 1 1 1\n".to_string() + &"1 1 1 1 1\n".repeat(10);
        let check = |out: &str| Knobs12.check(&tables, &sample3, out, None);
        assert!(check("1\n1\n").is_accepted());
        assert_eq!(check("1\n3\n").exit_code(), 1);
        assert_eq!(check("1\n13\n").exit_code(), 1);
        assert_eq!(check("1\n01\n").exit_code(), 2);
        assert_eq!(check("2\n1\n").exit_code(), 1);
        assert_eq!(check("1\n1 2\n").exit_code(), 2);
        assert_eq!(check("3\n1 2 2\n").exit_code(), 1);
        assert_eq!(check("x\n").exit_code(), 2);
        assert_eq!(check("").exit_code(), 2);
        let wrong = sample3.replacen('4', "3", 1);
        assert_eq!(
            Knobs12.check(&tables, &wrong, "1\n1\n", None).exit_code(),
            3
        );
        assert_eq!(Knobs12.textbook(&sample3).unwrap(), "1\n1\n");
    }

    #[test]
    fn a_turn_undone() {
        let wiring = sample_wiring();
        for c in [0, 1, 12345, (1 << 24) - 1] {
            for k in 0..KNOBS {
                let t = turned(&wiring, c, k, Rules::Right);
                assert_eq!(unturned(&wiring, t, k).collect::<Vec<_>>(), vec![c]);
            }
        }
    }
}
