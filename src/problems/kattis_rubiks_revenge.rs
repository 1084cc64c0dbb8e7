//! Kattis rubiksrevenge: a 4×4 grid of coloured cells, four each of R, G, B and Y, whose rows
//! and columns wrap; a move shifts one row left or right, or one column up or down, by one
//! cell. The fewest moves to rows of R, G, B and Y, top to bottom. Judge bin:
//! `kattis_rubiks_revenge`.
//!
//! Written apart from the bin (an IDA* over two bit planes): a grid is a `u32` of 2-bit cells
//! in reading order, a row a byte; the oracle is a breadth-first search from both ends in
//! hash sets, and the facts come from one search over all 16!/(4!)^4 = 63,063,000 grids,
//! each numbered by [`Index`].
//!
//! ```
//! use eight_puzzle::problems::kattis_rubiks_revenge::{fewest, parse};
//!
//! assert_eq!(fewest(parse("RGGR\nGBGB\nBYBY\nYRYR\n").unwrap()), 3);
//! ```

use crate::check::{check_with, exact_integer, Verdict};
use crate::distances::histogram;
use crate::facts::TableFacts;
use crate::fxhash::{FxHashMap, FxHashSet};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, shuffle, Reach};
use crate::tables::{Table, Tables};
use crate::text::{clip, words};
use crate::wrong::{Attempt, How, Wrong};

/// A grid: cell (r, c) is bits 8r + 2c and 8r + 2c + 1, its colour's number in `COLOURS`.
pub type Grid = u32;

/// The colours, by number.
pub const COLOURS: &[u8; 4] = b"RGBY";

/// The goal: row r all of colour r.
pub const GOAL: Grid = 0xFFAA_5500;

/// How many grids there are: 16! / (4!)^4.
pub const STATES: usize = 63_063_000;

/// How many grids lie at each distance from the goal, measured by [`distances`] (all of them
/// reach it, and none is farther than 12: the statement's "fewer than 13" holds).
pub const LAYERS: [usize; 13] = [
    1, 8, 92, 888, 8066, 69816, 542108, 3526208, 15747485, 31456664, 11551068, 160284, 312,
];

/// Ten of the 312 grids 12 moves from the goal.
pub const FARTHEST: [&str; 10] = [
    "YBYY BBBY RRRG GRGG",
    "GBBG RRYY RRYY GBBG",
    "GBGB RRYR RYYY GBBG",
    "BGGG RRRY YYYR GBBB",
    "GGGB YRRR RYYY BBBG",
    "YYYB BBBY RGGG GRRR",
    "BYYY YBBB GGGR RRRG",
    "GGGB YYYR RRRY BBBG",
    "BGBB RYRR YRYY GBGG",
    "YYYB BYBB RGRG RRGG",
];

/// Parses 4 rows of 4 letters R/G/B/Y with four of each colour.
pub fn parse(text: &str) -> Result<Grid, String> {
    let rows: Vec<&str> = words(text)?.collect();
    if rows.len() != 4 || rows.iter().any(|row| row.len() != 4) {
        let first = rows.first().map_or(String::new(), |w| clip(w));
        return Err(format!(
            "expected 4 rows of 4 letters R/G/B/Y, got {} words (first '{first}')",
            rows.len()
        ));
    }
    let mut grid = 0;
    for (k, letter) in rows.concat().bytes().enumerate() {
        let colour = COLOURS
            .iter()
            .position(|&c| c == letter)
            .ok_or_else(|| format!("'{}' is not one of R, G, B, Y", letter as char))?;
        grid |= (colour as Grid) << (2 * k);
    }
    match (0..4).find(|&c| count(grid, c) != 4) {
        Some(c) => Err(format!(
            "{} cells are {}: a grid holds four of each colour",
            count(grid, c),
            COLOURS[c as usize] as char
        )),
        None => Ok(grid),
    }
}

/// How many cells of `grid` hold `colour`.
fn count(grid: Grid, colour: u32) -> usize {
    (0..16).filter(|k| grid >> (2 * k) & 3 == colour).count()
}

/// The input text of a grid.
pub fn to_input(grid: Grid) -> String {
    (0..4)
        .map(|r| {
            let row: String = (0..4)
                .map(|c| COLOURS[(grid >> (8 * r + 2 * c) & 3) as usize] as char)
                .collect();
            row + "\n"
        })
        .collect()
}

/// The grid after move `m`: 0-3 shift row m left (cell c takes cell c + 1), 4-7 row m - 4
/// right, 8-11 column m - 8 up (row r takes row r + 1), 12-15 column m - 12 down.
pub fn turn(grid: Grid, m: usize) -> Grid {
    let line = (m % 4) as u32;
    let (mask, moved) = match m / 4 {
        0 | 1 => {
            let byte = grid >> (8 * line) & 0xFF;
            let turned = match m / 4 {
                0 => byte >> 2 | byte << 6,
                _ => byte << 2 | byte >> 6,
            };
            (0xFF << (8 * line), (turned & 0xFF) << (8 * line))
        }
        k => {
            let mask = 0x0303_0303 << (2 * line);
            let cells = grid & mask;
            let moved = match k {
                2 => cells.rotate_right(8),
                _ => cells.rotate_left(8),
            };
            (mask, moved)
        }
    };
    grid & !mask | moved
}

/// The fewest moves from `grid` to the goal ([`between`]).
pub fn fewest(grid: Grid) -> u32 {
    between(grid, GOAL)
}

/// The fewest moves from `from` to `to` (both with four of each colour): a breadth-first
/// search from each end, the smaller side grown a whole layer at a time, until a grid new to
/// one side is in the other's set (every grid reaches every other, so it ends).
pub fn between(from: Grid, to: Grid) -> u32 {
    if from == to {
        return 0;
    }
    let mut sides = [
        (FxHashSet::default(), vec![from]),
        (FxHashSet::default(), vec![to]),
    ];
    sides[0].0.insert(from);
    sides[1].0.insert(to);
    let mut depth = 0;
    loop {
        depth += 1;
        let grown = usize::from(sides[1].1.len() < sides[0].1.len());
        let (a, b) = sides.split_at_mut(1);
        let ((seen, layer), (other, _)) = match grown {
            0 => (&mut a[0], &b[0]),
            _ => (&mut b[0], &a[0]),
        };
        let mut next = Vec::new();
        for &g in layer.iter() {
            for m in 0..16 {
                let n = turn(g, m);
                if other.contains(&n) {
                    return depth;
                }
                if seen.insert(n) {
                    next.push(n);
                }
            }
        }
        *layer = next;
    }
}

/// Every grid within `radius` moves of `centre`, with its distance.
pub fn ball(centre: Grid, radius: u32) -> FxHashMap<Grid, u32> {
    let mut depth = FxHashMap::default();
    depth.insert(centre, 0);
    let mut layer = vec![centre];
    for d in 1..=radius {
        let mut next = Vec::new();
        for &g in &layer {
            for m in 0..16 {
                let n = turn(g, m);
                depth.entry(n).or_insert_with(|| {
                    next.push(n);
                    d
                });
            }
        }
        layer = next;
    }
    depth
}

/// Numbers the grids 0..[`STATES`]: a grid's top two rows (8 cells, a `u16`) and bottom two
/// hold complementary colour counts; grids are ordered by the top half's counts, then by the
/// top half among halves with those counts, then the bottom half likewise.
pub struct Index {
    /// Per half (a `u16` of 8 cells): the number of its colour counts, `NONE` when a count
    /// passes 4, and its place among halves with the same counts.
    kind: Vec<u8>,
    place: Vec<u32>,
    /// Per kind: the halves with those counts, in order; the first grid with a top half of
    /// that kind; the kind of the bottom half that completes it.
    halves: Vec<Vec<u16>>,
    start: Vec<usize>,
    partner: Vec<usize>,
}

/// A half whose colour counts cannot complete a grid.
const NONE: u8 = u8::MAX;

impl Index {
    pub fn new() -> Index {
        let counts = |half: u32| -> [usize; 4] {
            let mut n = [0; 4];
            (0..8).for_each(|k| n[(half >> (2 * k) & 3) as usize] += 1);
            n
        };
        let mut kinds: Vec<[usize; 4]> = (0..1 << 16)
            .map(counts)
            .filter(|n| n.iter().all(|&c| c <= 4))
            .collect();
        kinds.sort_unstable();
        kinds.dedup();
        let (mut kind, mut place) = (vec![NONE; 1 << 16], vec![0; 1 << 16]);
        let mut halves = vec![Vec::new(); kinds.len()];
        for half in 0..1u32 << 16 {
            if let Ok(k) = kinds.binary_search(&counts(half)) {
                kind[half as usize] = k as u8;
                place[half as usize] = halves[k].len() as u32;
                halves[k].push(half as u16);
            }
        }
        let partner: Vec<usize> = kinds
            .iter()
            .map(|n| {
                kinds
                    .binary_search(&n.map(|c| 4 - c))
                    .expect("the complement is a kind")
            })
            .collect();
        let mut start = vec![0; kinds.len() + 1];
        for k in 0..kinds.len() {
            start[k + 1] = start[k] + halves[k].len() * halves[partner[k]].len();
        }
        Index {
            kind,
            place,
            halves,
            start,
            partner,
        }
    }

    /// The grid's number.
    pub fn rank(&self, grid: Grid) -> usize {
        let (top, bottom) = ((grid & 0xFFFF) as usize, (grid >> 16) as usize);
        let k = self.kind[top] as usize;
        let width = self.halves[self.partner[k]].len();
        self.start[k] + self.place[top] as usize * width + self.place[bottom] as usize
    }

    /// The grid numbered `rank`.
    pub fn grid(&self, rank: usize) -> Grid {
        let k = self.start.partition_point(|&s| s <= rank) - 1;
        let bottoms = &self.halves[self.partner[k]];
        let within = rank - self.start[k];
        let top = self.halves[k][within / bottoms.len()];
        u32::from(top) | u32::from(bottoms[within % bottoms.len()]) << 16
    }

    /// How many grids there are (the tests check it is [`STATES`]).
    pub fn len(&self) -> usize {
        self.start[self.start.len() - 1]
    }

    /// Never: there are grids.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Default for Index {
    fn default() -> Index {
        Index::new()
    }
}

/// Every grid's distance to the goal by its rank in [`Index`], searched once for all who ask
/// (`count`, the tests): about 9 s.
pub struct Whole {
    pub index: Index,
    pub depth: Vec<u8>,
}

impl Table for Whole {
    fn build(_: &Tables) -> Whole {
        let index = Index::new();
        let depth = distances(&index);
        Whole { index, depth }
    }
}

/// Every grid's distance from the goal, by number ([`Index`]): a breadth-first search by
/// layers, each a scan of the table for the grids of the last one (seconds, 63 MB).
pub fn distances(index: &Index) -> Vec<u8> {
    let mut depth = vec![u8::MAX; index.len()];
    depth[index.rank(GOAL)] = 0;
    for d in 0..u8::MAX - 1 {
        let mut grew = false;
        for rank in 0..depth.len() {
            if depth[rank] != d {
                continue;
            }
            let grid = index.grid(rank);
            for m in 0..16 {
                let next = index.rank(turn(grid, m));
                if depth[next] == u8::MAX {
                    depth[next] = d + 1;
                    grew = true;
                }
            }
        }
        if !grew {
            break;
        }
        crate::progress::note(format!("{} moves out", d + 1));
    }
    depth
}

/// `k` random moves from the goal, each drawn as `rng() % 16`.
pub fn random_walk(rng: &mut Mt19937, k: u32) -> Grid {
    random_walk_from(GOAL, rng, k)
}

/// Any grid with four of each colour, uniformly.
pub fn random_grid(rng: &mut Mt19937) -> Grid {
    let mut cells: Vec<u32> = (0..16).map(|k| GOAL >> (2 * k) & 3).collect();
    shuffle(&mut cells, rng);
    cells
        .iter()
        .enumerate()
        .fold(0, |grid, (k, &c)| grid | c << (2 * k))
}

/// The farthest distance there is ([`LAYERS`]).
pub const MOST: u32 = LAYERS.len() as u32 - 1;

/// The problem, for the registry.
pub struct Rubiks;

/// The problem, as the registry lists it.
pub const PROBLEM: Rubiks = Rubiks;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("kattis_rubiks_revenge")],
    far_most: MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "RGGR\nGBGB\nBYBY\n",
        "RGGR\nGBGB\nBYBY\nYRYR\nRRRR\n",
        "RGGR\nGBGB\nBYBY\nYRY\n",
        "RGGR\nGBGB\nBYBY\nYRYRR\n",
        "RGGR\nGBGB\nBYBY\nYRYX\n",
        "RGGR\nGBGB\nBYBY\nYRYr\n",
        "RGGR\nGBGB\nBYBY\nYRYY\n",
        "RRRR\nRRRR\nRRRR\nRRRR\n",
        "RGGRGBGBBYBYYRYR\n",
        "RG GR\nGBGB\nBYBY\nYRYR\n",
        "\u{FEFF}RGGR\nGBGB\nBYBY\nYRYR\n",
    ],
    sizes: &[],
    limits: Limits::usual("not found in the statement or its copies"),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong::limit_one_short_of_gen(MOST, "-1"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong {
        name: "bound_counts_cells_not_moves",
        source: "the bound of an IDA* must never overestimate (docs/bins/kattis_rubiks_revenge.md); a move shifts four cells, so the count of misplaced cells, not divided by four, can",
        how: How::Program(|_, input| match parse(input) {
            Ok(grid) => overcounted(grid),
            Err(_) => Attempt::Printed(String::new()),
        }),
    },
];

/// The most grids the overcounting IDA* expands before it is stopped, so that it cannot hang
/// a test. Measured on 2,000 uniform grids (seed 11): it expanded 34,387 at the median and
/// 3,010,699 at most, so it ends on its own well within this.
pub const OVERCOUNT_BUDGET: u64 = 10_000_000;

/// The cells of `grid` whose colour is not their row's in the goal.
fn misplaced(grid: Grid) -> u32 {
    let apart = grid ^ GOAL;
    ((apart | apart >> 1) & 0x5555_5555).count_ones()
}

/// What an IDA* prints whose bound is [`misplaced`]: the length of the first path it finds,
/// or over its budget.
pub fn overcounted(grid: Grid) -> Attempt {
    fn dive(grid: Grid, g: u32, bound: u32, next: &mut u32, budget: &mut u64) -> Option<u32> {
        let f = g + misplaced(grid);
        if f > bound || *budget == 0 {
            *next = (*next).min(f);
            return None;
        }
        if grid == GOAL {
            return Some(g);
        }
        *budget -= 1;
        (0..16).find_map(|m| dive(turn(grid, m), g + 1, bound, next, budget))
    }
    let (mut bound, mut budget) = (misplaced(grid), OVERCOUNT_BUDGET);
    loop {
        let mut next = u32::MAX;
        if let Some(moves) = dive(grid, 0, bound, &mut next, &mut budget) {
            return Attempt::Printed(format!("{moves}\n"));
        }
        if budget == 0 {
            return Attempt::OverBudget(OVERCOUNT_BUDGET);
        }
        bound = next;
    }
}

impl Problem for Rubiks {
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
        let truth = parse(input).map(|grid| i64::from(fewest(grid)));
        check_with(truth, output, answer, exact_integer)
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        to_input(random_walk(rng, k))
    }

    /// Any grid with four of each colour: every one can be solved.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        to_input(random_grid(rng))
    }

    /// Never asked: mode 1 draws grids and solves them ([`Problem::search_far`]).
    /// Mode 1: a walk as long as the reach for distances up to 7 (walks that short seldom
    /// double back), a uniform grid up to 10 (9 of 10 grids lie 8 to 10 out), and beyond that
    /// one of [`FARTHEST`] or a move from one (of 63 million grids, 160,596 lie 11 or 12
    /// out), each solved by [`fewest`] until one lies in `reach`.
    fn far(&self, _: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        let hi = reach.hi.unwrap_or(MOST).min(MOST);
        draw_in_reach(rng, reach, (hi, MOST, 200), |rng| {
            let grid = match reach.lo {
                0..=7 => {
                    let k = reach.lo + draw(rng, (hi.min(7) - reach.lo + 1) as usize) as u32;
                    random_walk(rng, k)
                }
                8..=10 => random_grid(rng),
                _ => {
                    let far = parse(FARTHEST[draw(rng, FARTHEST.len())]).expect("a valid grid");
                    let k = draw(rng, 2) as u32;
                    random_walk_from(far, rng, k)
                }
            };
            (to_input(grid), Some(fewest(grid)))
        })
    }

    fn textbook(&self, input: &str) -> Option<String> {
        Some(format!("{}\n", textbook::fewest(input)))
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let whole = tables.get::<Whole>();
        let (index, depth) = (&whole.index, &whole.depth);
        let histogram = histogram(
            depth
                .iter()
                .filter(|&&d| d != u8::MAX)
                .map(|&d| u32::from(d)),
        );
        let deepest = histogram.len() - 1;
        let first = depth
            .iter()
            .position(|&d| usize::from(d) == deepest)
            .unwrap_or(0);
        let farthest = to_input(index.grid(first)).trim().replace('\n', " ");
        let facts = TableFacts::from_histogram(index.len(), histogram, farthest);
        let mut counted: Counted = match csv {
            true => facts.csv(),
            false => facts.report("Kattis rubiksrevenge (4x4, rows and columns wrap, 16 moves), breadth-first search from the goal over all 16!/(4!)^4 grids:")
                + &format!("  the statement's \"fewer than 13 moves\" {}\n", match deepest < 13 { true => "holds", false => "fails" }),
        }
        .into();
        if deepest >= 13 {
            counted.disagreements.push(format!(
                "the farthest grids are {deepest} moves out; the statement says fewer than 13"
            ));
        }
        if facts.reach != STATES || facts.histogram != LAYERS {
            counted.disagreements.push(format!(
                "{} grids reach the goal, by distance {:?}; the kit records {STATES}, {LAYERS:?}",
                facts.reach, facts.histogram
            ));
        }
        Ok(counted)
    }
}

/// `k` random moves from `grid`.
fn random_walk_from(grid: Grid, rng: &mut Mt19937, k: u32) -> Grid {
    (0..k).fold(grid, |grid, _| turn(grid, draw(rng, 16)))
}

/// The textbook two-ended breadth-first search for Kattis rubiksrevenge, the baseline
/// `kattis_rubiks_revenge` is measured against: a grid packed into a `u32` (2 bits a cell), a
/// `HashSet` of grids from each side, the smaller side grown a layer at a time until a new
/// grid is in the other's set. Written in the kit, apart from the bin; it takes valid inputs only.
pub mod textbook {
    use std::collections::HashSet;

    /// Move m: rows 0-3 left and right (m < 8; a row is a byte), columns 0-3 up and down
    /// (a column's cells turned by a byte through the word).
    fn turn(g: u32, m: usize) -> u32 {
        let line = (m / 2) as u32 % 4;
        if m < 8 {
            let row = (g >> (8 * line)) as u8;
            let turned = if m % 2 == 0 {
                row.rotate_right(2)
            } else {
                row.rotate_left(2)
            };
            g & !(0xFF << (8 * line)) | u32::from(turned) << (8 * line)
        } else {
            let mask = 0x0303_0303 << (2 * line);
            let cells = g & mask;
            let turned = if m % 2 == 0 {
                cells.rotate_right(8)
            } else {
                cells.rotate_left(8)
            };
            g & !mask | turned
        }
    }

    /// The fewest moves for the input text.
    pub fn fewest(input: &str) -> u32 {
        let pack = |text: &str| {
            let letters = text.bytes().filter(|b| !b.is_ascii_whitespace());
            letters.enumerate().fold(0, |g, (k, b)| {
                g | (b"RGBY".iter().position(|&c| c == b).unwrap() as u32) << (2 * k)
            })
        };
        let (start, goal) = (pack(input), pack("RRRRGGGGBBBBYYYY"));
        if start == goal {
            return 0;
        }
        let mut sides = [
            (HashSet::from([start]), vec![start]),
            (HashSet::from([goal]), vec![goal]),
        ];
        for depth in 1.. {
            let i = usize::from(sides[1].1.len() < sides[0].1.len());
            let mut next = Vec::new();
            for &g in &sides[i].1 {
                for m in 0..16 {
                    let n = turn(g, m);
                    if sides[1 - i].0.contains(&n) {
                        return depth;
                    }
                    next.push(n);
                }
            }
            next.retain(|&n| sides[i].0.insert(n));
            sides[i].1 = next;
        }
        unreachable!("every grid reaches the goal")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_samples_and_the_judge() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| Rubiks.check(&tables, input, out, None);
        assert!(check("RGGR\nGBGB\nBYBY\nYRYR\n", "3\n").is_accepted());
        assert!(check("RRRR\nGBGG\nGYBB\nBYYY\n", "4").is_accepted());
        assert_eq!(check("RGGR\nGBGB\nBYBY\nYRYR\n", "2\n").exit_code(), 1);
        assert_eq!(check("RGGR\nGBGB\nBYBY\nYRYR\n", "").exit_code(), 2);
        assert_eq!(check("RGGR\nGBGB\nBYBY\nYRYY\n", "3").exit_code(), 3);
        assert!(parse("RGGR GBGB BYBY YRYR RRRR").is_err());
        assert!(parse("RGGR GBGB BYBY YRYx").is_err());
    }

    #[test]
    fn moves_by_hand() {
        let grid = parse("RGBY RRRG GGBB BYYY").unwrap();
        let text = |m| to_input(turn(grid, m)).replace('\n', " ");
        assert_eq!(text(0), "GBYR RRRG GGBB BYYY ");
        assert_eq!(text(4), "YRGB RRRG GGBB BYYY ");
        assert_eq!(text(8), "RGBY GRRG BGBB RYYY ");
        assert_eq!(text(9), "RRBY RGRG GYBB BGYY ");
        assert!((0..16).all(|m| turn(turn(grid, m), m ^ 4) == grid));
    }
}
