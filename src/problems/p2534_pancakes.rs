//! Luogu P2534 [AHOI2012] 铁盘整理 (the pancake problem): N ≤ 16 plates of distinct radii;
//! a flip turns over the top k; print the fewest flips that leave the smallest on top and
//! each plate on a larger one. Judge bin: `p2534_pancakes`.
//!
//! Two solvers written apart from the bin (an IDA* on packed stacks whose heuristic changes
//! in O(1) a flip): a breadth-first search over every stack of n ≤ 10 plates by Lehmer rank,
//! and the textbook IDA* with the gap heuristic recounted at every node, for n up to 16.
//! The diameters the search finds are held to the pancake numbers, OEIS A058986.
//!
//! ```
//! use eight_puzzle::problems::p2534_pancakes::{parse, textbook};
//!
//! let stack = parse("5\n2 4 3 5 1\n").unwrap();
//! assert_eq!(stack, vec![1, 3, 2, 4, 0]);
//! assert_eq!(textbook(&stack), 5);
//! ```

use crate::check::{check_with, exact_integer, Verdict};
use crate::distances::histogram;
use crate::facts::oeis;
use crate::mt19937::Mt19937;
use crate::perm::{every_arrangement, unrank};
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, pick, shuffle, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{Attempt, How, Wrong};

/// The largest stack the statement allows.
pub const MAX_N: usize = 16;

/// The largest radius the statement allows.
pub const MAX_RADIUS: u32 = 100;

/// The largest stack whose every arrangement the kit searches (10! = 3,628,800).
pub const SEARCHED_N: usize = 10;

/// The stacks `gen` mode 1 lists: every stack of this many plates (its farthest are 10).
const LISTED_N: usize = 9;

/// Reads N (1-16) and N distinct radii, top first: the stack as ranks, 0 the smallest.
pub fn parse(text: &str) -> Result<Vec<u8>, String> {
    let mut numbers = words(text)?;
    let n = numbers.next().ok_or("empty input")?;
    let n: usize = match n.parse() {
        Ok(n) if (1..=MAX_N).contains(&n) => n,
        _ => return Err(format!("N = '{}' is not 1-16", clip(n))),
    };
    let radii: Vec<i64> = numbers
        .map(|w| {
            w.parse()
                .map_err(|_| format!("'{}' is not a radius", clip(w)))
        })
        .collect::<Result<_, _>>()?;
    if radii.len() != n {
        return Err(format!("N = {n} radii expected, got {}", radii.len()));
    }
    let mut sorted = radii.clone();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != n {
        return Err("two plates have the same radius".to_string());
    }
    Ok(radii
        .iter()
        .map(|r| sorted.binary_search(r).unwrap() as u8)
        .collect())
}

/// The input text of a stack, its radii the ranks plus one.
pub fn to_input(stack: &[u8]) -> String {
    let radii: Vec<String> = stack.iter().map(|r| (r + 1).to_string()).collect();
    format!("{}\n{}\n", stack.len(), radii.join(" "))
}

/// The gap heuristic: adjacent plates whose ranks are not neighbours, and the bottom plate
/// if it is not the largest (the table under it counts as rank n).
pub fn gaps(stack: &[u8]) -> u32 {
    let n = stack.len() as i32;
    let below = |i: usize| stack.get(i + 1).map_or(n, |&r| i32::from(r));
    (0..stack.len())
        .filter(|&i| (i32::from(stack[i]) - below(i)).abs() != 1)
        .count() as u32
}

/// The textbook: IDA* with the gap heuristic, every flip tried at every node.
pub fn textbook(stack: &[u8]) -> u32 {
    fn search(stack: &mut Vec<u8>, g: u32, bound: u32) -> bool {
        let h = gaps(stack);
        if h == 0 {
            return true;
        }
        if g + h > bound {
            return false;
        }
        for k in 2..=stack.len() {
            stack[..k].reverse();
            let found = search(stack, g + 1, bound);
            stack[..k].reverse();
            if found {
                return true;
            }
        }
        false
    }
    let mut stack = stack.to_vec();
    (gaps(&stack)..)
        .find(|&bound| search(&mut stack, 0, bound))
        .unwrap()
}

/// The fewest flips of every stack of n plates, by Lehmer rank: a breadth-first search
/// from the sorted stack (a flip is its own inverse).
pub fn every_stack(n: usize) -> Vec<u8> {
    let sorted: Vec<u8> = (0..n as u8).collect();
    every_arrangement(&sorted, |stack| {
        (2..=stack.len())
            .map(|k| {
                let mut flipped = stack.to_vec();
                flipped[..k].reverse();
                flipped
            })
            .collect()
    })
}

/// The stack of n plates with Lehmer rank `r`, for the tests' sweeps.
pub fn stack_of(r: usize, n: usize) -> Vec<u8> {
    unrank(r, &(0..n as u8).collect::<Vec<_>>())
}

/// The problem, for the registry.
pub struct P2534;

/// The problem, as the registry lists it.
pub const PROBLEM: P2534 = P2534;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("p2534_pancakes")],
    far_most: 10,
    uniform_in_range: true,
    bad: &[
        "",
        "5\n2 4 3 5\n",
        "5\n2 4 3 5 1 6\n",
        "5\n2 4 3 5 2\n",
        "0\n",
        "17\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17\n",
        "5\n2 4 3 5 x\n",
    ],
    sizes: &[],
    limits: Limits::usual("not found in the statement or its copies"),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong::limit_one_short(10, "-1", "the farthest stack gen serves is 10 flips out"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong {
        name: "stack_read_bottom_first",
        source: "the statement: the radii are given from the top plate down, and a flip turns the top plates",
        how: How::Program(|_, input| match parse(input) {
            Ok(mut stack) => {
                stack.reverse();
                Attempt::Printed(format!("{}\n", textbook(&stack)))
            }
            Err(_) => Attempt::Printed(String::new()),
        }),
    },
];

impl Problem for P2534 {
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
        let truth = parse(input).map(|stack| i64::from(textbook(&stack)));
        check_with(truth, output, answer, exact_integer)
    }

    /// A stack of 1-16 plates (drawn), sorted, then `k` random flips, each of the top
    /// 2-n plates drawn as `rng() % (n - 1)`.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let n = 1 + draw(rng, MAX_N);
        let mut stack: Vec<u8> = (0..n as u8).collect();
        for _ in 0..k {
            if n > 1 {
                let top = 2 + draw(rng, n - 1);
                stack[..top].reverse();
            }
        }
        to_input(&stack)
    }

    /// A stack of 9 plates drawn among all those whose fewest flips lie in `reach`.
    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            let fewest = every_stack(LISTED_N);
            let far: Vec<String> = (0..fewest.len())
                .filter(|&r| reach.holds(u32::from(fewest[r])))
                .map(|r| to_input(&stack_of(r, LISTED_N)))
                .collect();
            match far.is_empty() {
                true => Err(crate::sampling::none_that_far(reach, 10)),
                false => Ok(far),
            }
        })
    }

    /// The statement's most: 16 plates in a random order, their radii distinct, drawn
    /// from 1 to [`MAX_RADIUS`].
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let mut radii: Vec<u32> = (1..=MAX_RADIUS).collect();
        shuffle(&mut radii, rng);
        let words: Vec<String> = radii[..MAX_N].iter().map(u32::to_string).collect();
        Some(format!("{MAX_N}\n{}\n", words.join(" ")))
    }

    /// 1-16 plates (drawn) in a random order.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        let n = 1 + draw(rng, MAX_N);
        let mut stack: Vec<u8> = (0..n as u8).collect();
        shuffle(&mut stack, rng);
        to_input(&stack)
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        Ok(count_stacks(csv))
    }

    fn textbook(&self, input: &str) -> Option<String> {
        parse(input).ok().map(|s| format!("{}\n", textbook(&s)))
    }
}

/// For every n up to [`SEARCHED_N`]: the stacks by fewest flips, the farthest beside the
/// pancake number of OEIS A058986.
fn count_stacks(csv: bool) -> Counted {
    let published = oeis("A058986");
    let mut counted = Counted::default();
    let mut text = match csv {
        true => "n,stacks,farthest,A058986,layers\n".to_string(),
        false => {
            "P2534 pancakes: every stack of n plates searched from the sorted one\n".to_string()
        }
    };
    for n in 1..=SEARCHED_N {
        let layers = histogram(every_stack(n).into_iter().map(u32::from));
        let farthest = layers.len() - 1;
        let oeis_says = published.get(n - 1).copied();
        if oeis_says != Some(farthest as u64) {
            counted.disagreements.push(format!(
                "n = {n}: farthest {farthest}, A058986 says {oeis_says:?}"
            ));
        }
        let all: usize = layers.iter().sum();
        let line: Vec<String> = layers.iter().map(usize::to_string).collect();
        text += &match csv {
            true => format!("{n},{all},{farthest},{},{}\n", oeis_says.unwrap_or(0), line.join(" ")),
            false => format!("  n = {n:>2}: {all} stacks, the farthest {farthest} flips (A058986: {oeis_says:?}); per distance {}\n", line.join(" ")),
        };
    }
    if !csv {
        let beyond: Vec<String> = published
            .iter()
            .skip(SEARCHED_N)
            .map(u64::to_string)
            .collect();
        text += &format!(
            "  n = 11..16, not searched here: A058986 gives {}; the tests hold the bin to the textbook IDA* there\n",
            beyond.join(", ")
        );
    }
    counted.text = text;
    counted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parsing_and_the_small_searches() {
        assert_eq!(parse("3\n30 10 20\n").unwrap(), vec![2, 0, 1]);
        assert!(parse("3\n30 10 30\n").is_err());
        for n in 1..=6 {
            let fewest = every_stack(n);
            for r in (0..fewest.len()).step_by(7) {
                assert_eq!(u32::from(fewest[r]), textbook(&stack_of(r, n)));
            }
        }
        assert_eq!(gaps(&[0, 1, 2]), 0);
        assert_eq!(gaps(&[1, 0, 2]), 1);
    }
}
