//! Luogu P10488 Booksort (AcWing 180 排书, POJ 3460): T shelves of n ≤ 15 books; a move cuts
//! out a contiguous block and inserts it elsewhere; print the fewest moves that sort each
//! shelf, or `5 or more`. Judge bin: `p10488_booksort`.
//!
//! Written apart from the bin (an IDA* that weighs each move in O(1)): for the answer, a
//! meeting of two breadth-first balls of radius 2, one around the shelf and one around the
//! sorted shelf; for the facts, a breadth-first search over every shelf of n ≤ 9 books.
//!
//! ```
//! use eight_puzzle::problems::p10488_booksort::{fewest, textbook};
//!
//! assert_eq!(fewest(&[1, 3, 4, 6, 2, 5]), Some(2));
//! assert_eq!(textbook(&[6, 8, 5, 3, 4, 7, 2, 9, 1, 10]), None);
//! ```

use crate::check::{check_with, Judged, Verdict};
use crate::distances::histogram;
use crate::fxhash::FxHashMap;
use crate::mt19937::Mt19937;
use crate::perm::{self, every_arrangement};
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, pick, shuffle, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{Attempt, How, Wrong};
use std::sync::OnceLock;

/// The most books on a shelf.
pub const MAX_N: usize = 15;

/// The most moves the problem counts: more prints `5 or more`.
pub const MOST: u32 = 4;

/// The shelves of a data pack's fullest input: the statement states no bound on T.
pub const FULLEST_SHELVES: usize = 20;

/// The shelves whose every arrangement `count` searches (9! = 362,880).
pub const SEARCHED_N: usize = 9;

/// The shelves `gen` mode 1 lists: every shelf of 8 books (9 takes seconds to list).
const LISTED_N: usize = 8;

/// The answer line of a shelf.
pub fn answer(fewest: Option<u32>) -> String {
    fewest.map_or(format!("{} or more", MOST + 1), |d| d.to_string())
}

/// Reads T and the shelves (n, then a permutation of 1..=n).
pub fn parse(text: &str) -> Result<Vec<Vec<u8>>, String> {
    let numbers: Vec<&str> = words(text)?.collect();
    let mut at = 0;
    let mut next = |what: &str| -> Result<usize, String> {
        let word = numbers.get(at).ok_or(format!("no {what}"))?;
        at += 1;
        word.parse().map_err(|_| format!("{what} '{}'", clip(word)))
    };
    let t = next("T")?;
    let mut shelves = Vec::new();
    for _ in 0..t {
        let n = next("n")?;
        if !(1..=MAX_N).contains(&n) {
            return Err(format!("n = {n}"));
        }
        let books = (0..n)
            .map(|_| next("book"))
            .collect::<Result<Vec<usize>, _>>()?;
        let mut sorted = books.clone();
        sorted.sort_unstable();
        if sorted != (1..=n).collect::<Vec<_>>() {
            return Err(format!("{books:?} is not a permutation of 1..={n}"));
        }
        shelves.push(books.into_iter().map(|b| b as u8).collect());
    }
    match at == numbers.len() {
        true => Ok(shelves),
        false => Err("words after the last shelf".to_string()),
    }
}

/// The input text of the shelves.
pub fn to_input(shelves: &[Vec<u8>]) -> String {
    let mut text = format!("{}\n", shelves.len());
    for books in shelves {
        let words: Vec<String> = books.iter().map(u8::to_string).collect();
        text += &format!("{}\n{}\n", books.len(), words.join(" "));
    }
    text
}

/// Every shelf one move from `books`: block `i..j` swapped with block `j..k`.
pub fn moves(books: &[u8]) -> Vec<Vec<u8>> {
    let n = books.len();
    let mut next = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            for k in j + 1..=n {
                let mut moved = books[..i].to_vec();
                moved.extend_from_slice(&books[j..k]);
                moved.extend_from_slice(&books[i..j]);
                moved.extend_from_slice(&books[k..]);
                next.push(moved);
            }
        }
    }
    next
}

/// A shelf as one number, book `i` in bits `4i..4i + 4` (15 books of 1..=15 fit in 60
/// bits): the balls below hash a word, not a vector, a few hundred thousand times a shelf.
fn packed(books: &[u8]) -> u64 {
    books
        .iter()
        .rev()
        .fold(0, |code, &b| code << 4 | u64::from(b))
}

/// Every packed shelf one move from `code`, a shelf of `n` books: the same moves as
/// [`moves`], in the same order.
fn packed_moves(code: u64, n: usize) -> impl Iterator<Item = u64> {
    let low = |m: usize| (1u64 << (4 * m)) - 1; // the first m books' bits
    (0..n).flat_map(move |i| {
        (i + 1..n).flat_map(move |j| {
            (j + 1..=n).map(move |k| {
                let first = (code >> (4 * i)) & low(j - i);
                let second = (code >> (4 * j)) & low(k - j);
                let kept = code & !(low(k) & !low(i));
                kept | second << (4 * i) | first << (4 * (i + k - j))
            })
        })
    })
}

/// The shelves within 2 moves of `code`, a shelf of `n` books, by their fewest moves from it.
fn ball(code: u64, n: usize) -> FxHashMap<u64, u32> {
    let mut near = FxHashMap::default();
    near.insert(code, 0);
    for one in packed_moves(code, n) {
        near.insert(one, 1);
    }
    for one in packed_moves(code, n) {
        for two in packed_moves(one, n) {
            near.entry(two).or_insert(2);
        }
    }
    near
}

/// The ball around the sorted shelf of n books, built once per n.
fn sorted_ball(n: usize) -> &'static FxHashMap<u64, u32> {
    static BALLS: [OnceLock<FxHashMap<u64, u32>>; MAX_N + 1] =
        [const { OnceLock::new() }; MAX_N + 1];
    BALLS[n].get_or_init(|| ball(packed(&(1..=n as u8).collect::<Vec<_>>()), n))
}

/// The fewest moves that sort `books`, if at most [`MOST`]: where the ball around the
/// shelf meets the ball around the sorted shelf, the least sum of the two distances. The
/// shelf's own ball is walked, not kept: a shelf d moves out is looked up in the sorted
/// shelf's, nearest first, until nothing nearer can be found.
pub fn fewest(books: &[u8]) -> Option<u32> {
    let n = books.len();
    let goal = sorted_ball(n);
    let nearer = |best: Option<u32>, shelf: u64, d: u32| {
        let via = goal.get(&shelf).map(|e| e + d);
        best.into_iter().chain(via).min()
    };
    let code = packed(books);
    let mut best = nearer(None, code, 0);
    for one in packed_moves(code, n) {
        if best.is_some_and(|b| b <= 1) {
            break; // the shelves left are a move or more out, the sorted ball's at least 0
        }
        best = nearer(best, one, 1);
        for two in packed_moves(one, n) {
            best = nearer(best, two, 2);
        }
    }
    best
}

/// The textbook: IDA* with ⌈(wrong successors) / 3⌉, the n - 1 adjacent pairs of the
/// shelf counted, each child built and its bound counted anew.
pub fn textbook(books: &[u8]) -> Option<u32> {
    fn h(books: &[u8]) -> u32 {
        let wrong = books.windows(2).filter(|w| w[1] != w[0] + 1).count() as u32;
        (wrong + 2) / 3
    }
    fn search(books: &[u8], g: u32, bound: u32) -> bool {
        let h = h(books);
        if h == 0 {
            return true;
        }
        g + h <= bound && moves(books).iter().any(|m| search(m, g + 1, bound))
    }
    (0..=MOST).find(|&bound| search(books, 0, bound))
}

/// Judges one line per shelf, each the shelf's answer (`5 or more` as three words).
fn judge(truth: &[Option<u32>], output: &str) -> Judged {
    let lines: Vec<String> = output
        .lines()
        .map(|l| l.split_ascii_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect();
    if lines.len() != truth.len() {
        let why = format!("expected {} lines, got {}", truth.len(), lines.len());
        return Err(Verdict::PresentationError(why));
    }
    for (i, (line, want)) in lines.iter().zip(truth).enumerate() {
        // As testlib has it: a number or `5 or more` that is wrong is a wrong answer, any
        // other line a presentation error.
        if line.parse::<i64>().is_err() && *line != answer(None) {
            let why = format!(
                "shelf {}: '{}' is neither a number nor '{}'",
                i + 1,
                clip(line),
                answer(None)
            );
            return Err(Verdict::PresentationError(why));
        }
        if *line != answer(*want) {
            let why = format!(
                "shelf {}: '{}' expected, got '{}'",
                i + 1,
                answer(*want),
                clip(line)
            );
            return Err(Verdict::WrongAnswer(why));
        }
    }
    match truth.len() {
        1 => Ok("1 shelf".into()),
        n => Ok(format!("{n} shelves")),
    }
}

/// The fewest moves of every shelf of n books, by Lehmer rank: a breadth-first search from
/// the sorted shelf (the reverse of a move is a move).
pub fn every_shelf(n: usize) -> Vec<u8> {
    every_arrangement(&(1..=n as u8).collect::<Vec<_>>(), moves)
}

/// The shelf of n books with Lehmer rank `r`.
pub fn unrank(r: usize, n: usize) -> Vec<u8> {
    perm::unrank(r, &(1..=n as u8).collect::<Vec<_>>())
}

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "depth_limit_one_short",
        source: "the statement: a shelf sorted in at most 4 moves prints the count, else 5 or more",
        how: How::Model(|answer| {
            let lines = answer.lines().map(|line| match line.trim() {
                "4" => "5 or more\n".to_string(),
                other => format!("{other}\n"),
            });
            Attempt::Printed(lines.collect())
        }),
    },
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong {
        name: "no_stop_at_5_moves",
        source: "the statement: 5 or more moves is answered 5 or more; an IDA* that does not stop at 4 runs on",
        how: How::NoUnsolvableTest("5 or more"),
    },
];

/// A shelf of `n` books in a random order.
fn shuffled(n: usize, rng: &mut Mt19937) -> Vec<u8> {
    let mut books: Vec<u8> = (1..=n as u8).collect();
    shuffle(&mut books, rng);
    books
}

/// A shelf of `n` books, sorted, then `k` random moves, each drawn among all its moves.
fn walked(n: usize, k: u32, rng: &mut Mt19937) -> Vec<u8> {
    let mut books: Vec<u8> = (1..=n as u8).collect();
    for _ in 0..k {
        let next = moves(&books);
        if !next.is_empty() {
            books = next[draw(rng, next.len())].clone();
        }
    }
    books
}

/// The problem, for the registry.
pub struct P10488;

/// The problem, as the registry lists it.
pub const PROBLEM: P10488 = P10488;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("p10488_booksort")],
    far_most: MOST + 1,
    uniform_in_range: true,
    bad: &[
        "",
        "1\n3\n1 2\n",
        "1\n3\n1 2 2\n",
        "1\n3\n1 2 4\n",
        "2\n3\n1 2 3\n",
        "1\n3\n1 2 3 4\n",
        "1\n16\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n",
        "1\n0\n",
        "x\n",
    ],
    sizes: &[],
    limits: Limits::stated(1000, 64, "AcWing 180, the same problem, as a public copy of its statement reads; Luogu's were seen only on a mirror"),
};

impl Problem for P10488 {
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
        let truth =
            parse(input).map(|shelves| shelves.iter().map(|b| fewest(b)).collect::<Vec<_>>());
        check_with(truth, output, answer, |t, out| judge(t, out))
    }

    fn check_over_limits(&self) -> Option<&'static str> {
        Some("97 MiB: a vector for each of 1,048,573 one-book shelves")
    }

    /// One shelf of 1-15 books (drawn), sorted, then `k` random moves, each drawn among all
    /// the moves of the shelf.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let n = 1 + draw(rng, MAX_N);
        to_input(&[walked(n, k, rng)])
    }

    /// One shelf of 8 books drawn among all whose fewest moves lie in `reach` (those 5 or
    /// more moves out all answer `5 or more`).
    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            let fewest = every_shelf(LISTED_N);
            let far: Vec<String> = (0..fewest.len())
                .filter(|&r| reach.holds(u32::from(fewest[r]).min(MOST + 1)))
                .map(|r| to_input(&[unrank(r, LISTED_N)]))
                .collect();
            match far.is_empty() {
                true => Err(crate::sampling::none_that_far(reach, MOST + 1)),
                false => Ok(far),
            }
        })
    }

    /// One-book shelves, as many as fit: the most cases, so the most output.
    fn largest(&self, _: &mut Mt19937) -> String {
        crate::sampling::cases_to_cap(true, "", || "1\n1\n".to_string())
    }

    /// [`FULLEST_SHELVES`] shelves of the most books, 15, each in a random order or 4 random
    /// moves from sorted, in turn: the statement states no bound on T.
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let shelf = |i| match i % 2 {
            0 => shuffled(MAX_N, rng),
            _ => walked(MAX_N, MOST, rng),
        };
        let shelves: Vec<Vec<u8>> = (0..FULLEST_SHELVES).map(shelf).collect();
        Some(to_input(&shelves))
    }

    /// One shelf of 1-15 books (drawn) in a random order.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        let n = 1 + draw(rng, MAX_N);
        to_input(&[shuffled(n, rng)])
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let mut text = match csv {
            true => "n,shelves,farthest,layers\n".to_string(),
            false => {
                "P10488 booksort: every shelf of n books searched from the sorted one\n".to_string()
            }
        };
        for n in 1..=SEARCHED_N {
            let layers = histogram(every_shelf(n).into_iter().map(u32::from));
            let all: usize = layers.iter().sum();
            let line: Vec<String> = layers.iter().map(usize::to_string).collect();
            text += &match csv {
                true => format!("{n},{all},{},{}\n", layers.len() - 1, line.join(" ")),
                false => format!(
                    "  n = {n}: {all} shelves, the farthest {} moves; per distance {}\n",
                    layers.len() - 1,
                    line.join(" ")
                ),
            };
        }
        Ok(Counted::from(text))
    }

    fn textbook(&self, input: &str) -> Option<String> {
        let shelves = parse(input).ok()?;
        Some(shelves.iter().map(|b| answer(textbook(b)) + "\n").collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_samples_three_ways() {
        let samples: [(&[u8], Option<u32>); 3] = [
            (&[1, 3, 4, 6, 2, 5], Some(2)),
            (&[5, 4, 3, 2, 1], Some(3)),
            (&[6, 8, 5, 3, 4, 7, 2, 9, 1, 10], None),
        ];
        for (books, want) in samples {
            assert_eq!(fewest(books), want);
            assert_eq!(textbook(books), want);
        }
        let input = "3\n6\n1 3 4 6 2 5\n5\n5 4 3 2 1\n10\n6 8 5 3 4 7 2 9 1 10\n";
        let tables = Tables::new();
        let check = |out: &str| P10488.check(&tables, input, out, None).exit_code();
        assert_eq!(check("2\n3\n5 or more\n"), 0);
        assert_eq!(check("2\n3\n5\n"), 1);
        assert_eq!(check("2\n3\n"), 2);
        for r in [0, 1, 77, 719] {
            assert_eq!(perm::rank(&unrank(r, 6)), r);
        }
    }

    #[test]
    fn packed_moves_are_the_moves() {
        let mut rng = Mt19937::new(5);
        for n in 1..=MAX_N {
            let mut books: Vec<u8> = (1..=n as u8).collect();
            shuffle(&mut books, &mut rng);
            let want: Vec<u64> = moves(&books).iter().map(|m| packed(m)).collect();
            assert_eq!(packed_moves(packed(&books), n).collect::<Vec<_>>(), want);
        }
    }
}
