//! Baekjoon 9019 DSLR: T cases `A B` (0 ≤ A, B < 10,000, A ≠ B); D doubles modulo 10,000,
//! S subtracts one (0 becomes 9,999), L and R rotate the four digits left and right; print
//! a shortest command string for each case (any one: a special judge). Judge bin:
//! `boj9019_dslr`.
//!
//! The oracle keeps the register as its digits. The checker's distances come from a
//! breadth-first search backwards from B (D undone is a half, S undone adds one, L and R
//! undo each other); the proofs' from a search forwards from A. The bin searches
//! forwards over plain numbers.
//!
//! ```
//! use eight_puzzle::problems::boj9019_dslr::{backward, parse, run};
//!
//! let cases = parse("3\n1234 3412\n1000 1\n1 16\n").unwrap();
//! assert_eq!(cases[0], (1234, 3412));
//! assert_eq!(run(4, 1234, "LL"), Some(3412));
//! assert_eq!(backward(4, 16)[1], 4);
//! assert!(parse("1\n5 5\n").is_err());
//! ```

use crate::check::{check_with, Judged, Verdict};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{cases_to_cap, draw, draw_in_reach, none_that_far, pick, Reach};
use crate::tables::{Table, Tables};
use crate::text::{clip, words};
use crate::wrong::{Attempt, How, Wrong};
use std::collections::VecDeque;

/// Baekjoon's register: four digits.
pub const DIGITS: u32 = 4;

/// The most cases a pack's fullest test holds: Baekjoon states no bound on T.
pub const MOST_CASES: usize = 1_000;

/// The command letters, in the order the searches here try them.
pub const COMMANDS: [char; 4] = ['D', 'S', 'L', 'R'];

/// How the commands act: right, or with one of the mistakes in [`WRONG`].
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Rules {
    Right,
    /// S on 0 leaves 0 (no wrap to 9,999).
    NoWrap,
    /// L and R rotate the number's digits without its leading zeros.
    NoLeadingZeros,
}

/// The register after command `c` (a letter of [`COMMANDS`]) on a register of `digits`
/// digits, under `rules`.
pub fn command(digits: u32, n: usize, c: char, rules: Rules) -> usize {
    let size = 10usize.pow(digits);
    if rules != Rules::NoLeadingZeros && (c == 'L' || c == 'R') {
        // The digits as a number: the top one moves to the bottom (L), or back (R).
        let top = size / 10;
        return match c {
            'L' => n % top * 10 + n / top,
            _ => n % 10 * top + n / 10,
        };
    }
    let written = match rules {
        Rules::NoLeadingZeros => n.to_string(),
        _ => format!("{n:0width$}", width = digits as usize),
    };
    let rotated = |s: String| s.parse::<usize>().expect("digits");
    match c {
        'D' => 2 * n % size,
        'S' if n == 0 && rules == Rules::NoWrap => 0,
        'S' => (n + size - 1) % size,
        'L' => rotated(written[1..].to_string() + &written[..1]),
        _ => {
            let cut = written.len() - 1;
            rotated(written[cut..].to_string() + &written[..cut])
        }
    }
}

/// Where `commands` take `a`, or `None` if a letter is not a command.
pub fn run(digits: u32, a: usize, commands: &str) -> Option<usize> {
    commands.chars().try_fold(a, |n, c| {
        COMMANDS
            .contains(&c)
            .then(|| command(digits, n, c, Rules::Right))
    })
}

/// The fewest commands from every value to `b`: a breadth-first search backwards from `b`.
pub fn backward(digits: u32, b: usize) -> Vec<u32> {
    // Baekjoon's list is built once: the searches from each of the 10^4 targets read it.
    static BAEKJOON: std::sync::OnceLock<Vec<[u32; 5]>> = std::sync::OnceLock::new();
    match digits {
        DIGITS => search_back(BAEKJOON.get_or_init(|| before_each(DIGITS)), b),
        _ => search_back(&before_each(digits), b),
    }
}

/// For each value n, every value one command before it: n + 1 (S), n rotated the other way
/// (L before is R after, and R before is L after), and the halves of an even n (D). An odd n
/// lists itself in place of the halves, which the search has already seen.
fn before_each(digits: u32) -> Vec<[u32; 5]> {
    let size = 10usize.pow(digits);
    let before = |n: usize| {
        let right = command(digits, n, 'R', Rules::Right);
        let left = command(digits, n, 'L', Rules::Right);
        let halves = match n % 2 {
            0 => [n / 2, (n + size) / 2],
            _ => [n; 2],
        };
        [(n + 1) % size, right, left, halves[0], halves[1]].map(|m| m as u32)
    };
    (0..size).map(before).collect()
}

/// A breadth-first search from `b` over the lists of [`before_each`].
fn search_back(before: &[[u32; 5]], b: usize) -> Vec<u32> {
    let mut distance = vec![u32::MAX; before.len()];
    distance[b] = 0;
    let mut queue = Vec::with_capacity(before.len());
    queue.push(b as u32);
    let mut head = 0;
    while let Some(&n) = queue.get(head) {
        head += 1;
        let d = distance[n as usize] + 1;
        for &m in &before[n as usize] {
            if distance[m as usize] == u32::MAX {
                distance[m as usize] = d;
                queue.push(m);
            }
        }
    }
    distance
}

/// Every ordered pair (A, B ≠ A): how many are d commands apart, for each d, and the pairs
/// farthest apart (a backward search from each B, about a second).
pub fn all_pairs() -> (Vec<usize>, Vec<(usize, usize)>) {
    let mut histogram = Vec::new();
    let mut farthest = Vec::new();
    for b in 0..10_000 {
        for (a, &d) in backward(DIGITS, b)
            .iter()
            .enumerate()
            .filter(|&(a, _)| a != b)
        {
            let d = d as usize;
            if d >= histogram.len() {
                histogram.resize(d + 1, 0);
                farthest.clear();
            }
            histogram[d] += 1;
            if d + 1 == histogram.len() {
                farthest.push((a, b));
            }
        }
    }
    farthest.sort_unstable();
    (histogram, farthest)
}

/// A breadth-first search forwards from `a` under `rules`, commands tried D, S, L, R (the
/// wrong solutions' search): each value reached, with the value and command it came from.
pub struct Tree {
    a: usize,
    from: Vec<Option<(usize, char)>>,
}

impl Tree {
    pub fn new(digits: u32, a: usize, rules: Rules) -> Tree {
        let mut from = vec![None; 10usize.pow(digits)];
        let mut queue = VecDeque::from([a]);
        from[a] = Some((a, 'D'));
        while let Some(n) = queue.pop_front() {
            for c in COMMANDS {
                let next = command(digits, n, c, rules);
                if from[next].is_none() {
                    from[next] = Some((n, c));
                    queue.push_back(next);
                }
            }
        }
        Tree { a, from }
    }

    /// The commands from the start to `b`, if the search reached it.
    pub fn path(&self, b: usize) -> Option<String> {
        let mut commands = Vec::new();
        let mut n = b;
        while n != self.a {
            let (before, c) = self.from[n]?;
            commands.push(c);
            n = before;
        }
        Some(commands.iter().rev().collect())
    }
}

/// The fewest commands from `a` to every value of the four-digit register: a breadth-first
/// search forwards over the values as arrays of digits, commands tried D, S, L, R (the
/// proofs' oracle; the checker's is [`backward`]).
pub fn forward_distances(a: usize) -> Vec<u8> {
    let digits = |n: usize| [n / 1000, n / 100 % 10, n / 10 % 10, n % 10];
    let value = |d: [usize; 4]| ((d[0] * 10 + d[1]) * 10 + d[2]) * 10 + d[3];
    let mut distance = vec![u8::MAX; 10_000];
    distance[a] = 0;
    let mut queue = VecDeque::from([a]);
    while let Some(n) = queue.pop_front() {
        let mut left = digits(n);
        left.rotate_left(1);
        let mut right = digits(n);
        right.rotate_right(1);
        let s = if n == 0 { 9_999 } else { n - 1 };
        for m in [2 * n % 10_000, s, value(left), value(right)] {
            if distance[m] == u8::MAX {
                distance[m] = distance[n] + 1;
                queue.push_back(m);
            }
        }
    }
    distance
}

/// Parses T and the T pairs.
pub fn parse(text: &str) -> Result<Vec<(usize, usize)>, String> {
    parse_digits(text, DIGITS)
}

/// Parses T and T pairs `A B` for a register of `digits` digits: both below 10^digits,
/// written plainly, and different.
pub fn parse_digits(text: &str, digits: u32) -> Result<Vec<(usize, usize)>, String> {
    let all: Vec<&str> = words(text)?.collect();
    let size = 10usize.pow(digits);
    let number = |word: &str| -> Result<usize, String> {
        word.parse::<usize>()
            .ok()
            .filter(|n| n.to_string() == word)
            .ok_or_else(|| format!("'{}' is not a whole number", clip(word)))
    };
    let (first, rest) = all.split_first().ok_or("empty input: expected T")?;
    let t = number(first)?;
    if rest.len() != 2 * t {
        return Err(format!(
            "T = {t} cases need {} numbers, got {}",
            2 * t,
            rest.len()
        ));
    }
    let mut cases = Vec::new();
    for pair in rest.chunks(2) {
        let (a, b) = (number(pair[0])?, number(pair[1])?);
        if a >= size || b >= size || a == b {
            return Err(format!(
                "expected 0 <= A, B < {size} and A != B, got {a} {b}"
            ));
        }
        cases.push((a, b));
    }
    Ok(cases)
}

/// The input for `cases`.
pub fn format(cases: &[(usize, usize)]) -> String {
    let lines: String = cases.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
    format!("{}\n{lines}", cases.len())
}

/// Judges an output: one word per case, each of the letters D, S, L, R (else a presentation
/// error), taking A to B in the fewest commands (else a wrong answer). The first case that
/// fails decides the verdict: the letters and ends are read first, then the lengths of the
/// cases before the first that failed there are held to [`fewest`].
fn judge(tables: &Tables, cases: &Vec<(usize, usize)>, output: &str) -> Judged {
    let count = output.split_ascii_whitespace().count();
    if count != cases.len() {
        let why = format!("expected {} command strings, got {count}", cases.len());
        return Err(Verdict::PresentationError(why));
    }
    let words: Vec<&str> = output.split_ascii_whitespace().collect();
    let mut failed = None;
    for (i, (word, &(a, b))) in words.iter().zip(cases).enumerate() {
        let at = format!("case {}: ", i + 1);
        let verdict = match run(DIGITS, a, word) {
            None => Verdict::PresentationError(format!(
                "{at}'{}' holds a letter other than D, S, L, R",
                clip(word)
            )),
            Some(end) if end != b => {
                Verdict::WrongAnswer(format!("{at}{} takes {a} to {end}, not {b}", clip(word)))
            }
            Some(_) => continue,
        };
        failed = Some((i, verdict));
        break;
    }
    let ends_right = failed.as_ref().map_or(cases.len(), |(i, _)| *i);
    if ends_right > 0 {
        let least = fewest(tables, cases);
        if let Some(i) = (0..ends_right).find(|&i| words[i].len() != usize::from(least[i])) {
            let (length, least) = (words[i].len(), least[i]);
            let why = format!("case {}: {length} commands; the fewest is {least}", i + 1);
            return Err(Verdict::WrongAnswer(why));
        }
    }
    match failed {
        Some((_, verdict)) => Err(verdict),
        None => Ok(format!("{} shortest command strings", cases.len())),
    }
}

/// The fewest commands of each case, kept in `tables` for the input (a pack judges each of
/// its inputs many times). One search back from each distinct B, one at a time: the tables
/// of a 4 MiB input's 10^4 targets would take 399 MiB together.
pub fn fewest(tables: &Tables, cases: &[(usize, usize)]) -> std::sync::Arc<Vec<u8>> {
    tables.keyed(format!("boj9019 fewest {}", format(cases)), || {
        let mut order: Vec<u32> = (0..cases.len() as u32).collect();
        order.sort_by_key(|&i| cases[i as usize].1);
        let mut least = vec![0; cases.len()];
        let mut from = usize::MAX;
        let mut distance = Vec::new();
        for i in order.into_iter().map(|i| i as usize) {
            let (a, b) = cases[i];
            if b != from {
                (from, distance) = (b, backward(DIGITS, b));
            }
            least[i] = u8::try_from(distance[a]).expect("every value reaches every other");
        }
        least
    })
}

/// From this many commands on, pairs are rare (4,520 of 10^8), and `far` draws from a list.
const FAR_FROM: u32 = 13;

/// Every pair (A, B) at least [`FAR_FROM`] commands apart, with its distance: one search
/// back from each B, about a second, built once and filtered for each reach.
pub struct FarPairs(Vec<((usize, usize), u32)>);

impl Table for FarPairs {
    fn build(_: &Tables) -> FarPairs {
        let mut far = Vec::new();
        for b in 0..10_000 {
            let distance = backward(DIGITS, b);
            let found = (0..10_000).filter(|&a| a != b && distance[a] >= FAR_FROM);
            far.extend(found.map(|a| ((a, b), distance[a])));
        }
        FarPairs(far)
    }
}

/// The problem, for the registry.
pub struct Dslr;

/// The problem, as the registry lists it.
pub const PROBLEM: Dslr = Dslr;

/// The largest distance between two values: 97 ordered pairs are 14 commands apart.
const FAR_MOST: u32 = 14;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::many("boj9019_dslr")],
    far_most: FAR_MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "1\n",
        "1\n1234\n",
        "1\n1234 1234\n",
        "1\n10000 1\n",
        "1\n1 -1\n",
        "1\n01 2\n",
        "2\n1 2\n",
        "1\n1 2 3\n",
        "x\n1 2\n",
    ],
    sizes: &[],
    limits: Limits::stated(
        6000,
        256,
        "the figures solutions quote for Baekjoon 9019; its page was not reached to confirm them",
    ),
};

/// What a program prints when its search follows `rules`.
fn printed_under(input: &str, rules: Rules) -> Attempt {
    let Ok(cases) = parse(input) else {
        return Attempt::Printed(String::new());
    };
    let lines: Vec<String> = cases
        .iter()
        .map(|&(a, b)| Tree::new(DIGITS, a, rules).path(b).unwrap_or_default())
        .collect();
    Attempt::Printed(lines.join("\n") + "\n")
}

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "s_without_wrap",
        source: "the statement: S on 0 gives 9999; a search that stops S at 0 needs longer strings or prints nothing",
        how: How::Program(|_, input| printed_under(input, Rules::NoWrap)),
    },
    Wrong {
        name: "rotation_without_leading_zeros",
        source: "the statement: L and R rotate all four digits, leading zeros included (1 is 0001, so L gives 0010); rotating the digits of 1 as printed gives 1",
        how: How::Program(|_, input| printed_under(input, Rules::NoLeadingZeros)),
    },
    Wrong {
        name: "l_and_r_swapped",
        source: "the statement: L moves the digits left (d2 d3 d4 d1); a solver that mixes up the letters prints R for L",
        how: How::Model(|answer| {
            let swapped = answer.chars().map(|c| match c {
                'L' => 'R',
                'R' => 'L',
                c => c,
            });
            Attempt::Printed(swapped.collect())
        }),
    },
];

/// One case: a random A and a B `k` random commands on (one more where they come back to A).
fn walked(rng: &mut Mt19937, k: u32) -> (usize, usize) {
    let a = draw(rng, 10_000);
    let mut b = a;
    for _ in 0..k {
        b = command(DIGITS, b, COMMANDS[draw(rng, 4)], Rules::Right);
    }
    if b == a {
        b = command(DIGITS, a, 'S', Rules::Right);
    }
    (a, b)
}

impl Problem for Dslr {
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
        check_with(parse(input), output, answer, |cases, out| {
            judge(tables, cases, out)
        })
    }

    fn checker(&self) -> Option<&'static str> {
        Some(include_str!("../checkers/boj9019_dslr.rs"))
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        format(&[walked(rng, k)])
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        let a = draw(rng, 10_000);
        let b = (a + 1 + draw(rng, 9_999)) % 10_000;
        format(&[(a, b)])
    }

    /// Draws B, searches back from it, and takes an A in `reach`; from 13 commands on, where
    /// such pairs are rare, draws from the list of every pair in `reach` instead.
    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        if reach.lo >= FAR_FROM {
            return pick(tables, self.name(), reach, rng, || {
                let pairs = tables.get::<FarPairs>();
                let far = pairs.0.iter().filter(|(_, d)| reach.holds(*d));
                match far.map(|(pair, _)| format(&[*pair])).collect::<Vec<_>>() {
                    far if far.is_empty() => Err(none_that_far(reach, FAR_MOST)),
                    far => Ok(far),
                }
            });
        }
        let hi = reach.hi.unwrap_or(u32::MAX);
        draw_in_reach(rng, reach, (hi, FAR_MOST, 200), |rng| {
            let b = draw(rng, 10_000);
            let distance = backward(DIGITS, b);
            let far: Vec<usize> = (0..10_000)
                .filter(|&a| a != b && reach.holds(distance[a]))
                .collect();
            match far.is_empty() {
                true => (String::new(), None),
                false => {
                    let a = far[draw(rng, far.len())];
                    (format(&[(a, b)]), Some(distance[a]))
                }
            }
        })
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        Ok(facts(csv).into())
    }

    /// As many random cases as fit in the cap.
    fn largest(&self, rng: &mut Mt19937) -> String {
        let case = || crate::sampling::after_count(&self.uniform(rng));
        cases_to_cap(true, "", case)
    }

    /// [`MOST_CASES`] cases: walks of 1-14 commands and uniform pairs in turn.
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let cases: Vec<(usize, usize)> = (0..MOST_CASES)
            .map(|i| match i % 2 {
                0 => walked(rng, 1 + i as u32 % 14),
                _ => parse(&self.uniform(rng)).expect("a uniform case")[0],
            })
            .collect();
        Some(format(&cases))
    }

    /// The breadth-first search a contestant writes first, per case: a queue of (value,
    /// commands so far as a string) and a visited array.
    fn textbook(&self, input: &str) -> Option<String> {
        let mut out = String::new();
        for (a, b) in parse(input).ok()? {
            let mut seen = vec![false; 10_000];
            seen[a] = true;
            let mut queue = VecDeque::from([(a, String::new())]);
            while let Some((n, path)) = queue.pop_front() {
                if n == b {
                    out += &path;
                    out.push('\n');
                    break;
                }
                let next = [
                    2 * n % 10_000,
                    (n + 9_999) % 10_000,
                    n % 1000 * 10 + n / 1000,
                    n % 10 * 1000 + n / 10,
                ];
                for (m, c) in next.into_iter().zip(COMMANDS) {
                    if !seen[m] {
                        seen[m] = true;
                        queue.push_back((m, format!("{path}{c}")));
                    }
                }
            }
        }
        Some(out)
    }
}

/// What `count` prints: how many ordered pairs are d commands apart, and the farthest.
fn facts(csv: bool) -> String {
    let (histogram, farthest) = all_pairs();
    let pairs: usize = histogram.iter().sum();
    let most = histogram.len() - 1;
    let joined: Vec<String> = histogram.iter().map(usize::to_string).collect();
    let (a, b) = farthest[0];
    match csv {
        true => format!("pairs,{pairs},most,{most},farthest,{}\nhistogram,{}\n", farthest.len(), joined.join(",")),
        false => format!(
            "Baekjoon 9019 DSLR (10,000 values), breadth-first search back from every B:\n  {pairs} ordered pairs A != B, all reachable; the farthest are {most} commands apart ({} pairs, first {a:04} -> {b:04})\n  per distance: {}\n",
            farthest.len(),
            joined.join(" ")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_and_the_sample() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| Dslr.check(&tables, input, out, None);
        let sample = "3\n1234 3412\n1000 1\n1 16\n";
        assert!(check(sample, "LL\nL\nDDDD\n").is_accepted());
        assert!(check(sample, "RR\nL\nDDDD\n").is_accepted());
        assert_eq!(check(sample, "LLLL\nL\nDDDD\n").exit_code(), 1);
        assert_eq!(check(sample, "LR\nL\nDDDD\n").exit_code(), 1);
        assert_eq!(check(sample, "LX\nL\nDDDD\n").exit_code(), 2);
        assert_eq!(check(sample, "LL\nL\n").exit_code(), 2);
        // The first case that fails decides: a case too long before a word that is no
        // command string is a wrong answer, after one a presentation error.
        assert_eq!(check(sample, "LLLL\nL\nX\n").exit_code(), 1);
        assert_eq!(check(sample, "X\nL\nDDDDSSSS\n").exit_code(), 2);
        assert!(check(sample, "LLLL\nL\nX\n")
            .reason()
            .starts_with("case 1:"));
        assert_eq!(check("1\n5 5\n", "S").exit_code(), 3);
        assert_eq!(Dslr.textbook(sample).unwrap(), "LL\nL\nDDDD\n");
        let back = backward(DIGITS, 3412);
        assert_eq!(back[1234], 2);
        assert_eq!(
            Tree::new(DIGITS, 1234, Rules::Right)
                .path(3412)
                .unwrap()
                .len(),
            2
        );
    }
}
