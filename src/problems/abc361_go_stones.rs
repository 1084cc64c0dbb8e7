//! AtCoder ABC361 D Go Stone Puzzle: N stones, white or black, on cells 1..N of a row of
//! N + 2 with the last two empty; a move takes two neighbouring stones, in order, into the
//! two empty cells. The fewest moves from S to T, or -1. Judge bin: `abc361_go_stones`.
//!
//! Written apart from the bin (a bidirectional search over bit rows): rows are strings of
//! `B`, `W` and `.`, and one breadth-first search from the start fills a hash map of every
//! row it reaches.
//!
//! ```
//! use eight_puzzle::problems::abc361_go_stones::{fewest, parse};
//!
//! let (s, t) = parse("6\nBWBWBW\nWWWBBB\n").unwrap();
//! assert_eq!(fewest(&s, &t), Some(4));
//! ```

use crate::check::{check_with, exact_integer, Verdict};
use crate::distances::histogram;
use crate::facts::{binomial, histogram_line, joined};
use crate::fxhash::FxHashMap;
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, served, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::Wrong;
use std::collections::VecDeque;

/// The statement's bounds on N.
pub const FEWEST_STONES: usize = 2;
pub const MOST_STONES: usize = 14;

/// The farthest any two rows of N stones are apart, for N = 2..=14, where T is reachable:
/// measured by a search from every S (30 s for N = 14; `docs/bins/abc361_go_stones.md`).
/// The tests check it up to the sizes they sweep.
pub const DIAMETER: [u32; 13] = [0, 0, 5, 6, 8, 6, 6, 7, 8, 8, 8, 9, 10];

/// The farthest pairs `gen` draws: of the 2^28 pairs for N = 14, 1,978,024 are 8 moves
/// apart, 22,254 are 9 and 2 are 10, too rare to draw.
pub const GEN_MOST: u32 = 8;

/// Parses N, S and T; returns S and T (as `B`/`W` bytes).
pub fn parse(text: &str) -> Result<(Vec<u8>, Vec<u8>), String> {
    let w: Vec<&str> = words(text)?.collect();
    if w.len() != 3 {
        return Err(format!("expected N, S and T: 3 words, got {}", w.len()));
    }
    let n: usize = w[0]
        .parse()
        .map_err(|_| format!("N '{}' is not a number", clip(w[0])))?;
    if !(FEWEST_STONES..=MOST_STONES).contains(&n) {
        return Err(format!(
            "N = {n} is outside {FEWEST_STONES}..={MOST_STONES}"
        ));
    }
    for word in &w[1..] {
        if word.len() != n || !word.bytes().all(|b| b == b'B' || b == b'W') {
            return Err(format!("'{}' is not {n} stones B/W", clip(word)));
        }
    }
    Ok((w[1].as_bytes().to_vec(), w[2].as_bytes().to_vec()))
}

/// The row of `stones` with the two empty cells after them.
pub fn row_of(stones: &[u8]) -> Vec<u8> {
    [stones, b".."].concat()
}

/// Every row one move from `row`: two neighbouring stones moved, in order, into the empty
/// pair.
pub fn next_rows(row: &[u8]) -> Vec<Vec<u8>> {
    let hole = row
        .iter()
        .position(|&c| c == b'.')
        .expect("a row has its empty pair");
    (0..row.len() - 1)
        .filter(|&x| row[x] != b'.' && row[x + 1] != b'.')
        .map(|x| {
            let mut next = row.to_vec();
            next[hole..hole + 2].copy_from_slice(&row[x..x + 2]);
            next[x..x + 2].copy_from_slice(b"..");
            next
        })
        .collect()
}

/// Every row reachable from `stones` (empty pair after them), by its fewest moves.
pub fn distances_from(stones: &[u8]) -> FxHashMap<Vec<u8>, u32> {
    let start = row_of(stones);
    let mut distance = FxHashMap::default();
    distance.insert(start.clone(), 0);
    let mut queue = VecDeque::from([start]);
    while let Some(row) = queue.pop_front() {
        let d = distance[&row];
        for next in next_rows(&row) {
            distance.entry(next).or_insert_with_key(|next| {
                queue.push_back(next.clone());
                d + 1
            });
        }
    }
    distance
}

/// The rows with the empty pair at the end that `stones` reaches: their stones and
/// distance, sorted.
pub fn targets_from(stones: &[u8]) -> Vec<(Vec<u8>, u32)> {
    let n = stones.len();
    let mut ends: Vec<(Vec<u8>, u32)> = distances_from(stones)
        .into_iter()
        .filter(|(row, _)| &row[n..] == b"..")
        .map(|(row, d)| (row[..n].to_vec(), d))
        .collect();
    ends.sort_unstable();
    ends
}

/// The fewest moves from `s` to `t`, or `None` if there are none.
pub fn fewest(s: &[u8], t: &[u8]) -> Option<u32> {
    distances_from(s).get(&row_of(t)).copied()
}

/// The input text of a pair.
pub fn to_input(s: &[u8], t: &[u8]) -> String {
    let text = |row: &[u8]| String::from_utf8_lossy(row).into_owned();
    format!("{}\n{}\n{}\n", s.len(), text(s), text(t))
}

/// `n` random stones.
pub fn random_stones(rng: &mut Mt19937, n: usize) -> Vec<u8> {
    (0..n).map(|_| [b'B', b'W'][draw(rng, 2)]).collect()
}

/// The problem, for the registry.
pub struct Abc361;

/// The problem, as the registry lists it.
pub const PROBLEM: Abc361 = Abc361;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("abc361_go_stones")],
    far_most: GEN_MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "6\n",
        "6\nBWBWBW\n",
        "6\nBWBWBW\nWWWBBB\nB\n",
        "6\nBWBWB\nWWWBBB\n",
        "6\nBWBWBWB\nWWWBBB\n",
        "6\nBWBWBX\nWWWBBB\n",
        "6\nbwbwbw\nwwwbbb\n",
        "1\nB\nB\n",
        "15\nBBBBBBBBBBBBBBB\nBBBBBBBBBBBBBBB\n",
        "-6\nBWBWBW\nWWWBBB\n",
        "x\nBWBWBW\nWWWBBB\n",
        "99999999999999999999\nBW\nBW\n",
    ],
    sizes: &[],
    limits: Limits::stated(
        2000,
        1024,
        "AtCoder's task page, as a solution file's header copies it",
    ),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong::limit_one_short_of_gen(GEN_MOST, "-1"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong::no_unsolvable_test("-1", "the statement: some inputs cannot reach the goal and are answered -1; an iterative deepening search without a test for them deepens forever"),
];

impl Problem for Abc361 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, _: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let truth = parse(input).map(|(s, t)| fewest(&s, &t).map_or(-1, i64::from));
        check_with(truth, output, answer, exact_integer)
    }

    /// N drawn from 2 to 14, a random S, and T drawn among the targets S reaches within `k`
    /// moves (a walk of k moves seldom ends with the empty pair back at the end).
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let n = FEWEST_STONES + draw(rng, MOST_STONES - FEWEST_STONES + 1);
        let s = random_stones(rng, n);
        let near: Vec<_> = targets_from(&s).into_iter().filter(|e| e.1 <= k).collect();
        let (t, _) = &near[draw(rng, near.len())];
        to_input(&s, t)
    }

    /// N drawn from 2 to 14, then S and T uniformly: their black counts may differ.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        let n = FEWEST_STONES + draw(rng, MOST_STONES - FEWEST_STONES + 1);
        let s = random_stones(rng, n);
        to_input(&s, &random_stones(rng, n))
    }

    /// Never asked: mode 1 draws a start and searches from it ([`Problem::search_far`]).
    /// Mode 1, distances up to [`GEN_MOST`]: N = 14, a random S, and T drawn among the
    /// targets it reaches at a distance in `reach`, until one S has any.
    fn far(&self, _: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        served(reach, GEN_MOST, "pairs")?;
        let hi = reach.hi.unwrap_or(GEN_MOST).min(GEN_MOST);
        // A move leaves the two empty cells where two stones were, and only the move back
        // brings them to the end again: no pair is 1 or 2 moves apart.
        if reach.lo >= 1 && hi <= 2 {
            return Err(format!(
                "no pair is {reach} moves apart: a first move takes the empty cells from the end, and only moving those stones back returns them"
            ));
        }
        let largest = DIAMETER[MOST_STONES - FEWEST_STONES];
        draw_in_reach(rng, reach, (hi, largest, 200), |rng| {
            let s = random_stones(rng, MOST_STONES);
            let far: Vec<_> = targets_from(&s)
                .into_iter()
                .filter(|&(_, d)| reach.holds(d) && d <= hi)
                .collect();
            match far.is_empty() {
                true => (String::new(), None),
                false => {
                    let (t, d) = &far[draw(rng, far.len())];
                    (to_input(&s, t), Some(*d))
                }
            }
        })
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        Ok(count_layers(csv))
    }
}

/// Per N and black count b: a search from `B`×b `W`×(N − b): how many of the C(N, b)
/// targets it reaches, and how far they lie.
fn count_layers(csv: bool) -> Counted {
    let mut text = match csv {
        true => "stones,black,targets,reached,deepest,layers\n".to_string(),
        false => "ABC361 D Go Stone Puzzle, per N and black count b: a search from B^b W^(N-b), the targets (empty pair at the end) it reaches:\n".to_string(),
    };
    for n in FEWEST_STONES..=MOST_STONES {
        for b in 0..=n {
            let stones = [vec![b'B'; b], vec![b'W'; n - b]].concat();
            let targets = targets_from(&stones);
            let layers = histogram(targets.iter().map(|t| t.1));
            let all = binomial(n, b);
            text += &match csv {
                true => format!(
                    "{n},{b},{all},{},{},{}\n",
                    targets.len(),
                    layers.len() - 1,
                    joined(&layers, " ")
                ),
                false => format!(
                    "  N = {n:>2}, b = {b:>2}: {} of {all} targets, the farthest {} moves; per distance: {}\n",
                    targets.len(),
                    layers.len() - 1,
                    histogram_line(&layers)
                ),
            };
        }
    }
    Counted {
        text,
        ..Counted::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_samples_and_the_judge() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| Abc361.check(&tables, input, out, None);
        assert!(check("6\nBWBWBW\nWWWBBB\n", "4\n").is_accepted());
        assert!(check("6\nBBBBBB\nWWWWWW\n", "-1\n").is_accepted());
        assert!(check("14\nBBBWBWWWBBWWBW\nWBWWBBWWWBWBBB\n", "7").is_accepted());
        assert_eq!(check("6\nBWBWBW\nWWWBBB\n", "5\n").exit_code(), 1);
        assert_eq!(check("6\nBWBWBW\nWWWBBB\n", "").exit_code(), 2);
        assert_eq!(check("6\nBWBWBW\nWWWBB\n", "4").exit_code(), 3);
        assert!(parse("15\nBBBBBBBBBBBBBBB\nBBBBBBBBBBBBBBB").is_err());
        assert!(parse("2\nBx\nBW").is_err());
    }

    #[test]
    fn moves_by_hand() {
        let rows = |r: &str| next_rows(r.as_bytes());
        let text = |v: Vec<Vec<u8>>| v.into_iter().map(|r| String::from_utf8(r).unwrap());
        let got: Vec<String> = text(rows("BW..WB")).collect();
        assert_eq!(got, ["..BWWB", "BWWB.."]);
        assert_eq!(text(rows("B..W")).count(), 0);
    }
}
