//! LeetCode 752 Open the Lock: four wheels of 0–9 that wrap, from `0000`; a move turns one
//! wheel one slot; a dead end may never be entered. Input: the dead ends written LeetCode's
//! way, `["0201","0101"]`, then the target, `"0202"`; output: the fewest moves, or `-1`.
//! Judge bin: `leetcode_open_the_lock` (LeetCode takes its function; the file's `main` reads
//! the two arguments from standard input).
//!
//! The oracle is a breadth-first search from `0000` over wheel arrays in a hash map, for
//! any number of wheels (the bin searches numbers in a flat array, layer by layer).
//!
//! ```
//! use eight_puzzle::problems::leetcode_open_the_lock::{format, parse};
//!
//! let lock = parse("[\"0201\", \"0101\"]\n\"0202\"\n").unwrap();
//! assert_eq!(format(&lock), "[\"0201\",\"0101\"]\n\"0202\"\n");
//! assert!(parse("[\"0201\"]\n\"201\"").is_err());
//! ```

use crate::check::{check_with, exact_integer, Verdict};
use crate::distances::histogram;
use crate::facts::TableFacts;
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, padded_to_cap, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{printed_count, How, Wrong};
use std::collections::{HashMap, HashSet, VecDeque};

/// LeetCode's number of wheels.
pub const WHEELS: usize = 4;

/// LeetCode's limit on the dead ends.
pub const MOST_DEAD_ENDS: usize = 500;

/// One case: the dead ends and the target, each a setting of the wheels (a digit each).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lock {
    pub dead: Vec<Vec<u8>>,
    pub target: Vec<u8>,
}

/// Parses a case for a lock of [`WHEELS`] wheels.
pub fn parse(text: &str) -> Result<Lock, String> {
    parse_wheels(text, WHEELS)
}

/// Parses a case for a lock of `wheels` wheels: a list of 1–500 quoted settings in brackets,
/// then one quoted setting that is not in the list; whitespace anywhere between the symbols.
pub fn parse_wheels(text: &str, wheels: usize) -> Result<Lock, String> {
    let compact: String = words(text)?.collect();
    let mut tokens = Tokens(compact.as_bytes(), 0);
    tokens.expect(b'[')?;
    let mut dead = vec![tokens.setting(wheels)?];
    while tokens.peek() == Some(b',') {
        tokens.expect(b',')?;
        dead.push(tokens.setting(wheels)?);
    }
    tokens.expect(b']')?;
    let target = tokens.setting(wheels)?;
    if let Some(extra) = tokens.peek() {
        return Err(format!(
            "unexpected '{}' after the target",
            char::from(extra)
        ));
    }
    if dead.len() > MOST_DEAD_ENDS {
        return Err(format!(
            "{} dead ends, more than {MOST_DEAD_ENDS}",
            dead.len()
        ));
    }
    if dead.contains(&target) {
        return Err("the target is one of the dead ends".to_string());
    }
    Ok(Lock { dead, target })
}

/// A cursor over the input's symbols, whitespace removed.
struct Tokens<'a>(&'a [u8], usize);

impl Tokens<'_> {
    fn peek(&self) -> Option<u8> {
        self.0.get(self.1).copied()
    }

    fn expect(&mut self, symbol: u8) -> Result<(), String> {
        if self.peek() != Some(symbol) {
            let rest = String::from_utf8_lossy(&self.0[self.1..]);
            return Err(format!(
                "expected '{}' at '{}'",
                char::from(symbol),
                clip(&rest)
            ));
        }
        self.1 += 1;
        Ok(())
    }

    /// `"dddd"`: a setting of `wheels` digits in double quotes.
    fn setting(&mut self, wheels: usize) -> Result<Vec<u8>, String> {
        self.expect(b'"')?;
        let start = self.1;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.1 += 1;
        }
        let digits: Vec<u8> = self.0[start..self.1].iter().map(|b| b - b'0').collect();
        if digits.len() != wheels {
            return Err(format!(
                "a setting has {wheels} digits, got {}",
                digits.len()
            ));
        }
        self.expect(b'"')?;
        Ok(digits)
    }
}

/// A case as LeetCode's examples print it: the list on one line, the target on the next.
pub fn format(lock: &Lock) -> String {
    let quoted = |s: &Vec<u8>| format!("\"{}\"", digits(s));
    let list: Vec<String> = lock.dead.iter().map(quoted).collect();
    format!("[{}]\n{}\n", list.join(","), quoted(&lock.target))
}

/// A setting's digits as text.
pub fn digits(setting: &[u8]) -> String {
    setting.iter().map(|d| char::from(b'0' + d)).collect()
}

/// How a search turns the wheels: the right way, or with one of the mistakes in [`WRONG`].
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// 9 turns up to 0 and 0 down to 9.
    pub wrap: bool,
    /// A dead start answers -1 (else the search starts from it anyway).
    pub dead_start: bool,
    /// The dead ends are never entered (else they are ignored).
    pub dead_ends: bool,
}

/// The statement's rules.
pub const RIGHT: Rules = Rules {
    wrap: true,
    dead_start: true,
    dead_ends: true,
};

/// The fewest moves from all zeros to every setting the search reaches, by breadth-first
/// search under `rules`; `dead` is the set of dead ends.
pub fn distances(wheels: usize, dead: &HashSet<Vec<u8>>, rules: Rules) -> HashMap<Vec<u8>, u32> {
    let start = vec![0u8; wheels];
    let mut distance = HashMap::new();
    if rules.dead_start && dead.contains(&start) {
        return distance;
    }
    distance.insert(start.clone(), 0);
    let mut queue = VecDeque::from([start]);
    while let Some(setting) = queue.pop_front() {
        let d = distance[&setting];
        for next in turns(&setting, rules.wrap) {
            if (rules.dead_ends && dead.contains(&next)) || distance.contains_key(&next) {
                continue;
            }
            distance.insert(next.clone(), d + 1);
            queue.push_back(next);
        }
    }
    distance
}

/// Every setting one move from `setting` (without `wrap`, no wheel turns past 0 or 9).
pub fn turns(setting: &[u8], wrap: bool) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for wheel in 0..setting.len() {
        for step in [1u8, 9] {
            let turned = (setting[wheel] + step) % 10;
            let crosses = (step == 1 && turned == 0) || (step == 9 && turned == 9);
            if wrap || !crosses {
                let mut next = setting.to_vec();
                next[wheel] = turned;
                out.push(next);
            }
        }
    }
    out
}

/// The answer to `lock` under `rules`: the fewest moves, or `None` for `-1`.
pub fn answer(lock: &Lock, rules: Rules) -> Option<u32> {
    let dead: HashSet<Vec<u8>> = lock.dead.iter().cloned().collect();
    distances(lock.target.len(), &dead, rules)
        .get(&lock.target)
        .copied()
}

/// The problem, for the registry.
pub struct OpenLock;

/// The problem, as the registry lists it.
pub const PROBLEM: OpenLock = OpenLock;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("leetcode_open_the_lock")],
    far_most: FAR_MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "[\"0201\"]",
        "\"0202\"",
        "[]\n\"0202\"\n",
        "[\"0201\"]\n\"202\"\n",
        "[\"0201\"]\n\"00202\"\n",
        "[\"0201\"]\n0202\n",
        "[\"0201\",]\n\"0202\"\n",
        "[\"02a1\"]\n\"0202\"\n",
        "[\"0202\"]\n\"0202\"\n",
        "[\"0201\"]\n\"0202\"\n\"0303\"\n",
        "[\"0201\"]\n\"-202\"\n",
    ],
    sizes: &[],
    limits: Limits::usual("LeetCode publishes none"),
};

/// The largest distance `gen` mode 1 serves: walled dead ends ([`walled`]) make targets up
/// to this far within its 2 s.
const FAR_MOST: u32 = 24;

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 4] = [
    Wrong {
        name: "wheels_that_do_not_wrap",
        source: "the statement: the wheels rotate freely and wrap around, 9 to 0 and 0 to 9",
        how: How::Program(|_, input| {
            let rules = Rules { wrap: false, ..RIGHT };
            printed_count(parse(input).ok().and_then(|lock| answer(&lock, rules)))
        }),
    },
    Wrong {
        name: "dead_start_searched",
        source: "the statement: if 0000 is a dead end the lock is stuck at once; a search that only tests the settings it enters starts anyway",
        how: How::Program(|_, input| {
            let rules = Rules { dead_start: false, ..RIGHT };
            printed_count(parse(input).ok().and_then(|lock| answer(&lock, rules)))
        }),
    },
    Wrong {
        name: "dead_ends_ignored",
        source: "the statement: the wheels stop turning on a dead end; a search that forgets them counts the turns of each wheel",
        how: How::Program(|_, input| {
            let rules = Rules { dead_ends: false, dead_start: false, ..RIGHT };
            printed_count(parse(input).ok().and_then(|lock| answer(&lock, rules)))
        }),
    },
    Wrong::GOAL_AFTER_A_MOVE,
];

/// `count` of dead ends a draw makes: 1–500, small counts as likely as large ones.
fn dead_count(rng: &mut Mt19937) -> usize {
    match draw(rng, 3) {
        0 => 1 + draw(rng, 8),
        1 => 1 + draw(rng, 60),
        _ => 1 + draw(rng, MOST_DEAD_ENDS),
    }
}

/// A random setting.
fn random_setting(rng: &mut Mt19937) -> Vec<u8> {
    (0..WHEELS).map(|_| draw(rng, 10) as u8).collect()
}

/// `n` distinct random dead ends, none in `keep`.
fn random_dead(rng: &mut Mt19937, n: usize, keep: &HashSet<Vec<u8>>) -> Vec<Vec<u8>> {
    let mut dead = Vec::new();
    let mut seen = keep.clone();
    while dead.len() < n {
        let s = random_setting(rng);
        if seen.insert(s.clone()) {
            dead.push(s);
        }
    }
    dead
}

/// The distance of a setting from all zeros with no dead end: each wheel's turns, the
/// shorter way round.
fn free_distance(setting: &[u8]) -> u32 {
    setting.iter().map(|&d| u32::from(d.min(10 - d))).sum()
}

/// A wall of dead ends: every setting `radius` free moves from all zeros but `holes` drawn
/// ones, then random dead ends up to 500. It makes the far targets mode 1 serves.
fn walled(rng: &mut Mt19937, radius: u32, holes: usize) -> Vec<Vec<u8>> {
    let mut shell: Vec<Vec<u8>> = (0..10_000u32)
        .map(|n| {
            (0..WHEELS)
                .map(|i| (n / 10u32.pow(i as u32) % 10) as u8)
                .collect()
        })
        .filter(|s: &Vec<u8>| free_distance(s) == radius)
        .collect();
    for _ in 0..holes.min(shell.len()) {
        let at = draw(rng, shell.len());
        shell.swap_remove(at);
    }
    let keep: HashSet<Vec<u8>> = shell.iter().cloned().collect();
    let more = MOST_DEAD_ENDS.saturating_sub(shell.len());
    let n = draw(rng, more + 1);
    let extra = random_dead(rng, n, &keep);
    shell
        .into_iter()
        .chain(extra)
        .take(MOST_DEAD_ENDS)
        .collect()
}

impl Problem for OpenLock {
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
        let truth = parse(input).map(|lock| answer(&lock, RIGHT).map_or(-1, i64::from));
        check_with(truth, output, answer_file, exact_integer)
    }

    /// A target `k` random moves from all zeros, and dead ends drawn off that walk.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let mut path = vec![vec![0u8; WHEELS]];
        for _ in 0..k {
            let options = turns(path.last().expect("a walk starts"), true);
            path.push(options[draw(rng, options.len())].clone());
        }
        let target = path.last().expect("a walk starts").clone();
        let keep: HashSet<Vec<u8>> = path.into_iter().collect();
        let n = dead_count(rng);
        let dead = random_dead(rng, n, &keep);
        format(&Lock { dead, target })
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        let target = random_setting(rng);
        let n = dead_count(rng);
        let dead = random_dead(rng, n, &HashSet::from([target.clone()]));
        format(&Lock { dead, target })
    }

    /// Draws walls of dead ends around all zeros (radius 3-5, one to three holes) and a
    /// target among the settings the search reaches in `reach`.
    fn far(&self, _: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        crate::sampling::served(reach, FAR_MOST, "locks")?;
        let hi = reach.hi.unwrap_or(u32::MAX);
        draw_in_reach(rng, reach, (hi, FAR_MOST, 400), |rng| {
            let (radius, holes) = (3 + draw(rng, 3) as u32, 1 + draw(rng, 3));
            let dead = walled(rng, radius, holes);
            let set: HashSet<Vec<u8>> = dead.iter().cloned().collect();
            let reached = distances(WHEELS, &set, RIGHT);
            let mut far: Vec<(&Vec<u8>, &u32)> =
                reached.iter().filter(|(_, &d)| reach.holds(d)).collect();
            far.sort();
            if far.is_empty() {
                return (String::new(), None);
            }
            let (target, &d) = far[draw(rng, far.len())];
            let lock = Lock {
                dead,
                target: target.clone(),
            };
            (format(&lock), Some(d))
        })
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let facts = facts();
        if csv {
            return Ok(facts.csv().into());
        }
        let title = "LeetCode 752 Open the Lock (4 wheels of 0-9, from 0000), breadth-first search with no dead end:";
        Ok(format!("{title}\n{}", facts.report_lines("settings")).into())
    }

    /// 500 dead ends and blank space up to the cap.
    fn largest(&self, rng: &mut Mt19937) -> String {
        padded_to_cap(self.fullest(&Tables::new(), rng).expect("always some"))
    }

    /// The statement's most: 500 dead ends, none on a random walk of 12 moves to the target.
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let lock = parse(&self.walk(rng, 12)).expect("a walk parses");
        let keep: HashSet<Vec<u8>> = HashSet::from([lock.target.clone()]);
        let dead = random_dead(rng, MOST_DEAD_ENDS, &keep);
        Some(format(&Lock { dead, ..lock }))
    }

    /// The breadth-first search a contestant writes first: settings as strings, a queue and
    /// a hash set of the strings seen, the dead ends in another.
    fn textbook(&self, input: &str) -> Option<String> {
        let lock = parse(input).ok()?;
        let dead: HashSet<String> = lock.dead.iter().map(|s| digits(s)).collect();
        let target = digits(&lock.target);
        Some(format!("{}\n", textbook(&dead, &target)))
    }
}

/// The textbook search on strings (see [`OpenLock::textbook`]).
fn textbook(dead: &HashSet<String>, target: &str) -> i32 {
    if dead.contains("0000") {
        return -1;
    }
    let mut seen = HashSet::from(["0000".to_string()]);
    let mut queue = VecDeque::from([("0000".to_string(), 0)]);
    while let Some((setting, d)) = queue.pop_front() {
        if setting == target {
            return d;
        }
        for i in 0..4 {
            for step in [1, 9] {
                let mut bytes = setting.clone().into_bytes();
                bytes[i] = b'0' + (bytes[i] - b'0' + step) % 10;
                let next = String::from_utf8(bytes).expect("digits");
                if !dead.contains(&next) && seen.insert(next.clone()) {
                    queue.push_back((next, d + 1));
                }
            }
        }
    }
    -1
}

/// The layers of the lock with no dead end: 10^4 settings within 20 moves.
pub fn facts() -> TableFacts {
    let reached = distances(WHEELS, &HashSet::new(), RIGHT);
    let histogram = histogram(reached.values().copied());
    TableFacts::from_histogram(10_000, histogram, "5555".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_and_the_examples() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| OpenLock.check(&tables, input, out, None);
        let sample = "[\"0201\",\"0101\",\"0102\",\"1212\",\"2002\"]\n\"0202\"\n";
        assert!(check(sample, "6\n").is_accepted());
        assert!(check("[\"8888\"]\n\"0009\"", "1").is_accepted());
        let walled =
            "[\"8887\",\"8889\",\"8878\",\"8898\",\"8788\",\"8988\",\"7888\",\"9888\"]\n\"8888\"";
        assert!(check(walled, "-1").is_accepted());
        assert!(check("[\"0000\"]\n\"8888\"", "-1").is_accepted());
        assert_eq!(check(sample, "5").exit_code(), 1);
        assert_eq!(check(sample, "six").exit_code(), 2);
        assert_eq!(check("[\"0202\"]\n\"0202\"", "-1").exit_code(), 3);
        assert!(facts().report_lines("settings").contains("5555"));
    }
}
