//! Kattis flipfive Flip Five: P, then P grids of 3 rows of `*` (black) and `.` (white); from
//! an all-white 3×3 grid, a click flips a cell and its orthogonal neighbours; print the
//! fewest clicks that make each grid. Judge bin: `kattis_flipfive`.
//!
//! The oracle is [`crate::lights`]'s breadth-first search over the 512 grids.
//!
//! ```
//! use eight_puzzle::problems::kattis_flipfive::{format, parse};
//!
//! let grids = parse("2\n*..\n**.\n*..\n***\n*..\n..*\n").unwrap();
//! assert_eq!(grids, vec![0b001_011_001, 0b100_001_111]);
//! assert_eq!(format(&grids), "2\n*..\n**.\n*..\n***\n*..\n..*\n");
//! assert!(parse("1\n*..\n**.\n").is_err());
//! ```

use crate::check::{check_with, exact_integers, Verdict};
use crate::lights::{layers, Shapes};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{cases_to_cap, draw, none_that_far, pick, shuffle, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{counts, How, Wrong};

/// Parses P and P grids, each 3 words of 3 characters `*` or `.`; bit 3 × row + column of a
/// grid is set for a black cell.
pub fn parse(text: &str) -> Result<Vec<usize>, String> {
    let all: Vec<&str> = words(text)?.collect();
    let (first, rows) = all.split_first().ok_or("empty input: expected P")?;
    let p: usize = first
        .parse()
        .ok()
        .filter(|&p: &usize| p > 0 && p.to_string() == *first)
        .ok_or_else(|| format!("expected P, a positive integer, got '{}'", clip(first)))?;
    if rows.len() != 3 * p {
        return Err(format!(
            "P = {p} grids need {} rows, got {}",
            3 * p,
            rows.len()
        ));
    }
    let grid = |three: &[&str]| -> Result<usize, String> {
        let text: String = three.concat();
        if three.iter().any(|row| row.len() != 3) || text.chars().any(|c| c != '*' && c != '.') {
            return Err(format!(
                "a grid is 3 rows of '*' and '.', got '{}'",
                clip(&three.join(" "))
            ));
        }
        Ok(text
            .chars()
            .enumerate()
            .filter(|&(_, c)| c == '*')
            .map(|(i, _)| 1 << i)
            .sum())
    };
    rows.chunks(3).map(grid).collect()
}

/// The input for `grids`.
pub fn format(grids: &[usize]) -> String {
    let mut out = format!("{}\n", grids.len());
    for &grid in grids {
        for row in 0..3 {
            let line: String = (0..3)
                .map(|col| {
                    if grid >> (3 * row + col) & 1 == 1 {
                        '*'
                    } else {
                        '.'
                    }
                })
                .collect();
            out += &line;
            out.push('\n');
        }
    }
    out
}

/// The fewest clicks for each grid (every 3×3 grid can be made).
pub fn answers(tables: &Tables, grids: &[usize]) -> Vec<i64> {
    let table = tables.get::<Shapes>();
    let fewest = |g: &usize| table.get(3, 3, *g).map_or(-1, i64::from);
    grids.iter().map(fewest).collect()
}

/// The problem, for the registry.
pub struct FlipFive;

/// The problem, as the registry lists it.
pub const PROBLEM: FlipFive = FlipFive;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("kattis_flipfive")],
    far_most: 9,
    uniform_in_range: true,
    bad: &[
        "",
        "0\n",
        "1\n",
        "1\n*..\n**.\n",
        "1\n*..\n**.\n*..\n...\n",
        "2\n*..\n**.\n*..\n",
        "1\n*..\n**x\n*..\n",
        "1\n*...\n**.\n*.\n",
        "01\n*..\n**.\n*..\n",
        "+1\n*..\n**.\n*..\n",
        "-1\n",
        "1\n*.. **. *..\nx\n",
    ],
    sizes: &[],
    limits: Limits::usual("not confirmed: Kattis's page was not reached"),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "flat_index_neighbours",
        source: "the seed: p ± 1 on the flat index wraps across rows (P1379's mistake; here a click on a row's end also flips the next row's first cell)",
        how: How::Program(|_, input| {
            let Ok(grids) = parse(input) else {
                return crate::wrong::Attempt::Printed(String::new());
            };
            let flat = flat_fewest();
            let lines: Vec<String> = grids.iter().map(|&g| flat[g].map_or(-1, i64::from).to_string()).collect();
            crate::wrong::Attempt::Printed(lines.join("\n") + "\n")
        }),
    },
    Wrong {
        name: "five_clicks_at_most",
        source: "the title: a search that stops at five clicks, as the name suggests (a public forum thread guessed so), answers 5 for the grids that need 6 to 9",
        how: How::Model(|answer| counts(answer, |n| Some(n.min(5).to_string()))),
    },
    Wrong::GOAL_AFTER_A_MOVE,
];

/// The fewest clicks for each grid when a click at flat index p also flips p ± 1 across a
/// row's end (the flat-index mistake), `None` where no clicks make it.
fn flat_fewest() -> Vec<Option<u32>> {
    crate::lights::fewest_by(9, &crate::lights::flat_flips(3, 3))
}

/// One grid, drawn with `rng`: k random clicks from white.
fn walked(rng: &mut Mt19937, k: u32) -> usize {
    let clicks = crate::lights::toggled(3, 3, crate::lights::CROSS);
    let mut grid = 0usize;
    for _ in 0..k {
        grid = clicks[draw(rng, 9)].iter().fold(grid, |g, &c| g ^ 1 << c);
    }
    grid
}

impl Problem for FlipFive {
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
        let truth = parse(input).map(|grids| answers(tables, &grids));
        check_with(truth, output, answer, |t, o| exact_integers(t, o, "grid"))
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        format(&[walked(rng, k)])
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        format(&[draw(rng, 512)])
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            let table = tables.get::<Shapes>();
            let far: Vec<String> = (0..512)
                .filter(|&g| table.get(3, 3, g).is_some_and(|d| reach.holds(d)))
                .map(|g| format(&[g]))
                .collect();
            match far.is_empty() {
                true => Err(none_that_far(reach, 9)),
                false => Ok(far),
            }
        })
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let table = tables.get::<Shapes>();
        let (histogram, unmade) = layers(table.shape(3, 3));
        let joined: Vec<String> = histogram.iter().map(usize::to_string).collect();
        let most = histogram.len() - 1;
        Ok(match csv {
            true => format!("grids,512,made,{},most,{most}\nhistogram,{}\n", 512 - unmade, joined.join(",")),
            false => format!(
                "Kattis flipfive (3×3, cross clicks from all white), breadth-first search:\n  {} of 512 grids can be made, within {most} clicks; per distance: {}\n",
                512 - unmade,
                joined.join(" ")
            ),
        }
        .into())
    }

    /// As many single-grid walks of 9 clicks as fit in the cap.
    fn largest(&self, rng: &mut Mt19937) -> String {
        let case = || crate::sampling::after_count(&self.walk(rng, 9));
        cases_to_cap(true, "", case)
    }

    /// Every one of the 512 grids once, in a seeded order (Kattis's bound on P could not be
    /// confirmed; docs/packs.md says what this holds).
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let mut grids: Vec<usize> = (0..512).collect();
        shuffle(&mut grids, rng);
        Some(format(&grids))
    }

    /// The breadth-first search a contestant writes first, once per grid: grids as arrays of
    /// nine booleans, a queue and a hash set, from all white until the grid.
    fn textbook(&self, input: &str) -> Option<String> {
        let grids = parse(input).ok()?;
        let lines: Vec<String> = grids.iter().map(|&g| textbook(g).to_string()).collect();
        Some(lines.join("\n") + "\n")
    }
}

/// The textbook search for one grid (see [`FlipFive::textbook`]).
fn textbook(grid: usize) -> u32 {
    let goal: [bool; 9] = std::array::from_fn(|i| grid >> i & 1 == 1);
    let start = [false; 9];
    let mut seen = std::collections::HashSet::from([start]);
    let mut queue = std::collections::VecDeque::from([(start, 0)]);
    while let Some((cells, d)) = queue.pop_front() {
        if cells == goal {
            return d;
        }
        for click in 0..9 {
            let mut next = cells;
            for (dr, dc) in [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)] {
                let (r, c) = (click / 3 + dr, click % 3 + dc);
                if (0..3).contains(&r) && (0..3).contains(&c) {
                    next[(3 * r + c) as usize] ^= true;
                }
            }
            if seen.insert(next) {
                queue.push_back((next, d + 1));
            }
        }
    }
    u32::MAX
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_and_the_sample() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| FlipFive.check(&tables, input, out, None);
        let sample = "2\n*..\n**.\n*..\n***\n*..\n..*\n";
        assert!(check(sample, "1\n3\n").is_accepted());
        assert_eq!(check(sample, "1\n2\n").exit_code(), 1);
        assert_eq!(check(sample, "1\n").exit_code(), 2);
        assert_eq!(check("1\n*..\n", "1").exit_code(), 3);
        assert_eq!(FlipFive.textbook(sample).unwrap(), "1\n3\n");
    }
}
