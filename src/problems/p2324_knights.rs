//! Luogu P2324 \[SCOI2005\] 骑士精神: `T` and T boards of 5 lines `0`, `1`, `*` in; for each,
//! the fewest knight's moves into the empty cell that reach the goal, if at most 15, else
//! `-1`. Judge bin: `p2324_knights`.
//!
//! The kit knows the whole space: 25 × C(24,12) = 67,603,900 boards, indexed by the empty
//! cell and the rank of the black knights' cells among the other 24 (the combinatorial
//! number system), one byte each, filled by a breadth-first search from the goal
//! ([`Whole`], a few seconds: `count` and the tests use it). The checker does not build it:
//! it answers by a meet-in-the-middle search ([`fewest_within`]): every board within 8
//! moves of the goal ([`NearGoal`], built once) against every board within 7 of the input.
//! Neither uses a heuristic, unlike the bin's IDA*.
//!
//! ```
//! use eight_puzzle::problems::p2324_knights::{fewest_within, parse, NearGoal};
//! use eight_puzzle::tables::Tables;
//!
//! let boards = parse("1\n10110\n01*11\n10111\n01001\n00000\n").unwrap();
//! let near = Tables::new().get::<NearGoal>();
//! assert_eq!(fewest_within(&near, &boards[0]), Some(7));
//! ```

use crate::check::{check_with, exact_integers, Verdict};
use crate::fxhash::FxHashMap;
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, served, shuffle, Reach};
use crate::tables::{Table, Tables};
use crate::text::{clip, words};
use crate::wrong::{How, Wrong};

/// A board: each cell's content, `b'0'`, `b'1'` or `b'*'`, row by row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Knights(pub [u8; 25]);

/// The goal board.
pub const GOAL: Knights = Knights(*b"111110111100*110000100000");

/// The most moves the problem asks about.
pub const MOST: u32 = 15;

/// The most boards in one input, as the statement gives it (T ≤ 10).
pub const MOST_BOARDS: usize = 10;

/// How many boards there are: 25 × C(24,12).
pub const BOARDS: usize = 67_603_900;

impl Knights {
    /// The empty cell.
    pub fn empty(&self) -> usize {
        self.0
            .iter()
            .position(|&c| c == b'*')
            .expect("one empty cell")
    }

    /// The cells a knight's move from `cell`.
    pub fn jumps(cell: usize) -> impl Iterator<Item = usize> {
        let (row, col) = ((cell / 5) as i32, (cell % 5) as i32);
        let steps = [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ];
        steps.into_iter().filter_map(move |(dr, dc)| {
            let (r, c) = (row + dr, col + dc);
            ((0..5).contains(&r) && (0..5).contains(&c)).then_some((r * 5 + c) as usize)
        })
    }

    /// Every board one move away.
    pub fn neighbours(&self) -> impl Iterator<Item = Knights> + '_ {
        let empty = self.empty();
        Knights::jumps(empty).map(move |from| {
            let mut next = *self;
            next.0.swap(empty, from);
            next
        })
    }

    /// The board packed in a `u32`: the black knights' cells (bits 0–24) and the empty cell
    /// (bits 25 and up).
    pub fn key(&self) -> u32 {
        let ones = self.0.iter().enumerate().filter(|&(_, &c)| c == b'1');
        ones.fold(0, |key, (cell, _)| key | 1 << cell) | (self.empty() as u32) << 25
    }

    /// The board of a key.
    pub fn from_key(key: u32) -> Knights {
        let mut cells = [b'0'; 25];
        for cell in (0..25).filter(|&cell| key >> cell & 1 == 1) {
            cells[cell] = b'1';
        }
        cells[(key >> 25) as usize] = b'*';
        Knights(cells)
    }

    /// The board's index in 0..[`BOARDS`].
    pub fn index(&self) -> usize {
        key_index(self.key())
    }

    /// The five lines of the board.
    pub fn to_lines(&self) -> String {
        self.0
            .chunks(5)
            .map(|row| String::from_utf8_lossy(row) + "\n")
            .collect()
    }
}

/// `BINOMIAL[n][k]` = n choose k, for n <= 24 and k <= 12 (0 when k > n).
const BINOMIAL: [[u32; 13]; 25] = {
    let mut table = [[0u32; 13]; 25];
    let mut n = 0;
    while n < 25 {
        table[n][0] = 1;
        let mut k = 1;
        while k < 13 && k <= n {
            table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    table
};

/// The index of a packed board in 0..[`BOARDS`]: empty cell × C(24,12) + the colex rank of
/// the black knights' places among the other 24 cells (place = cell, less one past the
/// empty cell).
pub fn key_index(key: u32) -> usize {
    let empty = (key >> 25) as usize;
    let mut ones = key & 0x1FF_FFFF;
    let (mut rank, mut taken) = (0, 0);
    while ones != 0 {
        let cell = ones.trailing_zeros() as usize;
        ones &= ones - 1;
        taken += 1;
        rank += BINOMIAL[cell - usize::from(cell > empty)][taken];
    }
    empty * BINOMIAL[24][12] as usize + rank as usize
}

/// The packed board of an index.
pub fn index_key(index: usize) -> u32 {
    let per_empty = BINOMIAL[24][12] as usize;
    let (empty, mut rank) = (index / per_empty, (index % per_empty) as u32);
    let mut key = (empty as u32) << 25;
    let mut left = 12;
    for place in (0..24).rev() {
        if left > 0 && BINOMIAL[place][left] <= rank {
            rank -= BINOMIAL[place][left];
            key |= 1 << (place + usize::from(place >= empty));
            left -= 1;
        }
    }
    key
}

/// The packed boards one move from a packed board.
fn key_children(key: u32, knight: &[u32; 25]) -> impl Iterator<Item = u32> {
    let empty = (key >> 25) as usize;
    let ones = key & 0x1FF_FFFF;
    let mut jumps = knight[empty];
    std::iter::from_fn(move || {
        let from = jumps.trailing_zeros() as usize;
        (jumps != 0).then(|| {
            jumps &= jumps - 1;
            let black = ones >> from & 1;
            (ones & !(1 << from) | black << empty) | (from as u32) << 25
        })
    })
}

/// Parses the input: `T` (read as `cin >> int`), then T boards of five lines of five cells,
/// each board holding 12 `0`, 12 `1` and one `*`.
pub fn parse(text: &str) -> Result<Vec<Knights>, String> {
    let words: Vec<&str> = words(text)?.collect();
    let (first, lines) = words.split_first().ok_or("empty input")?;
    let t: i64 = first
        .parse()
        .map_err(|_| format!("T '{}' is not a number", clip(first)))?;
    if t < 1 || lines.len() as i64 != 5 * t {
        return Err(format!(
            "T = {t} and {} lines: expected T >= 1 boards of 5 lines",
            lines.len()
        ));
    }
    let board = |rows: &[&str]| -> Result<Knights, String> {
        let joined = rows.concat();
        let bad = rows
            .iter()
            .find(|r| r.len() != 5 || r.bytes().any(|b| !b"01*".contains(&b)));
        if let Some(row) = bad {
            return Err(format!("'{}' is not a row of five 0, 1 or *", clip(row)));
        }
        let count = |c: u8| joined.bytes().filter(|&b| b == c).count();
        if (count(b'0'), count(b'1'), count(b'*')) != (12, 12, 1) {
            return Err("a board holds 12 of 0, 12 of 1 and one *".into());
        }
        Ok(Knights(joined.as_bytes().try_into().expect("25 cells")))
    };
    lines.chunks(5).map(board).collect()
}

/// Every board within 8 moves of the goal, with its distance.
pub struct NearGoal(FxHashMap<Knights, u32>);

impl Table for NearGoal {
    fn build(_: &Tables) -> NearGoal {
        NearGoal(layers_from(GOAL, 8))
    }
}

impl NearGoal {
    /// Every board within 8 moves of the goal, with its distance.
    pub fn boards(&self) -> impl Iterator<Item = (Knights, u32)> + '_ {
        self.0.iter().map(|(&board, &d)| (board, d))
    }
}

/// Breadth-first search from `start` to depth `depth`: every board reached, by distance.
fn layers_from(start: Knights, depth: u32) -> FxHashMap<Knights, u32> {
    let mut distance = FxHashMap::default();
    distance.insert(start, 0);
    let mut layer = vec![start];
    for d in 1..=depth {
        let mut next = Vec::new();
        for board in &layer {
            for child in board.neighbours() {
                distance.entry(child).or_insert_with(|| {
                    next.push(child);
                    d
                });
            }
        }
        layer = next;
    }
    distance
}

/// The fewest moves from `board` to the goal if at most [`MOST`]: the least sum of distances
/// over boards within 7 moves of `board` and 8 of the goal (a path of L <= 15 moves passes a
/// board at most 7 from its start and L - 7 <= 8 from its end).
pub fn fewest_within(near: &NearGoal, board: &Knights) -> Option<u32> {
    let mine = layers_from(*board, 7);
    mine.iter()
        .filter_map(|(b, d)| near.0.get(b).map(|e| d + e))
        .min()
        .filter(|&d| d <= MOST)
}

/// The distance of every board to the goal, by [`Knights::index`]; all are reachable.
pub struct Whole(Vec<u8>);

impl Table for Whole {
    fn build(_: &Tables) -> Whole {
        let mut knight = [0u32; 25];
        for (cell, mask) in knight.iter_mut().enumerate() {
            *mask = Knights::jumps(cell).fold(0, |m, to| m | 1 << to);
        }
        let mut distance = vec![u8::MAX; BOARDS];
        distance[GOAL.index()] = 0;
        let mut layer = vec![GOAL.key()];
        let mut d = 0;
        while !layer.is_empty() {
            d += 1;
            let mut next = Vec::new();
            for &key in &layer {
                for child in key_children(key, &knight) {
                    let slot = &mut distance[key_index(child)];
                    if *slot == u8::MAX {
                        *slot = d;
                        next.push(child);
                    }
                }
            }
            layer = next;
        }
        Whole(distance)
    }
}

impl Whole {
    /// The distance of a board.
    pub fn get(&self, board: &Knights) -> u32 {
        u32::from(self.0[board.index()])
    }

    /// `histogram()[d]` = how many boards are exactly `d` moves out.
    pub fn histogram(&self) -> Vec<usize> {
        crate::distances::histogram(self.0.iter().map(|&d| u32::from(d)))
    }

    /// The indices of the boards exactly `d` moves out.
    pub fn at(&self, d: u32) -> impl Iterator<Item = usize> + '_ {
        self.0
            .iter()
            .enumerate()
            .filter(move |&(_, &e)| u32::from(e) == d)
            .map(|(i, _)| i)
    }
}

/// One board as an input of T = 1.
fn input_of(board: &Knights) -> String {
    format!("1\n{}", board.to_lines())
}

/// The problem, for the registry.
pub struct P2324;

/// The problem, as the registry lists it.
pub const PROBLEM: P2324 = P2324;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("p2324_knights")],
    far_most: MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "0\n",
        "2\n11111\n01111\n00*11\n00001\n00000\n",
        "1\n11111\n01111\n00*11\n00001\n00000\n11111\n",
        "1\n11111\n01111\n00011\n00001\n00000\n",
        "1\n11111\n01111\n0**11\n00001\n00000\n",
        "1\n11111\n01111\n00*11\n00001\n0000\n",
        "1\n11111\n01111\n00*12\n00001\n00000\n",
        "1\n11111\n11111\n00*11\n00001\n00000\n",
        "x\n11111\n01111\n00*11\n00001\n00000\n",
    ],
    sizes: &[],
    limits: Limits::usual("not found in the statement or its copies"),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong::limit_one_short(MOST as i64, "-1", "the statement: at most 15 moves, else -1"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong {
        name: "no_stop_at_15_moves",
        source: "the statement: more than 15 moves is answered -1; a search that does not stop at 15 runs on",
        how: How::NoUnsolvableTest("-1"),
    },
];

impl Problem for P2324 {
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
        let truth = parse(input).map(|boards| {
            let near = tables.get::<NearGoal>();
            let answer = |b: &Knights| fewest_within(&near, b).map_or(-1, i64::from);
            boards.iter().map(answer).collect::<Vec<i64>>()
        });
        check_with(truth, output, answer, |truth: &Vec<i64>, output: &str| {
            exact_integers(truth, output, "board")
        })
    }

    fn check_over_limits(&self) -> Option<&'static str> {
        Some("89 s: 139,809 boards, each searched 7 moves deep from itself")
    }

    /// The goal after `k` random knight's moves into the empty cell.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let mut board = GOAL;
        for _ in 0..k {
            let next: Vec<Knights> = board.neighbours().collect();
            board = next[draw(rng, next.len())];
        }
        input_of(&board)
    }

    /// Boards of 20 random moves, as many as fit.
    fn largest(&self, rng: &mut Mt19937) -> String {
        let case = || crate::sampling::after_count(&self.walk(rng, 20));
        crate::sampling::cases_to_cap(true, "", case)
    }

    /// The statement's most: T = [`MOST_BOARDS`] boards, walks of 15 moves and uniformly
    /// random boards in turn.
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let mut i = 0;
        let board = || {
            i += 1;
            let input = match i % 2 {
                0 => self.walk(rng, MOST),
                _ => self.uniform(rng),
            };
            crate::sampling::after_count(&input)
        };
        Some(crate::sampling::cases(MOST_BOARDS, true, "", board))
    }

    /// A uniformly random board: almost always more than 15 moves out.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        let mut cells = GOAL.0;
        shuffle(&mut cells, rng);
        input_of(&Knights(cells))
    }

    /// Never asked: mode 1 draws walks and solves them ([`Problem::search_far`]).
    /// Mode 1, distances up to 15: walks of random length, each solved, until one lands in
    /// `reach`. Past 15 every board prints `-1`: mode 2 draws those.
    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        let hi = reach.hi.unwrap_or(MOST).min(MOST);
        let mut drawn = || {
            served(reach, MOST, "boards")?;
            let near = tables.get::<NearGoal>();
            draw_in_reach(rng, reach, (hi, MOST, 2_000), |rng| {
                let length = reach.lo + draw(rng, (2 * hi + 2) as usize) as u32;
                let text = self.walk(rng, length);
                let board = parse(&text).expect("a walk prints a board")[0];
                (text, fewest_within(&near, &board))
            })
        };
        drawn()
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        Ok(count_layers(&layer_sizes(), csv))
    }
}

/// How many boards lie at each distance from the goal: a breadth-first search over three
/// bit sets of [`BOARDS`] bits (about 25 MB), so that `count` stays within the 64 MiB every
/// program keeps; [`Whole`], which keeps each board's distance (64 MiB alone), is the
/// tests'. The two are written apart and held equal by the tests.
pub fn layer_sizes() -> Vec<usize> {
    let mut knight = [0u32; 25];
    for (cell, mask) in knight.iter_mut().enumerate() {
        *mask = Knights::jumps(cell).fold(0, |m, to| m | 1 << to);
    }
    let words = (BOARDS + 63) / 64;
    let (mut seen, mut layer) = (vec![0u64; words], vec![0u64; words]);
    let goal = GOAL.index();
    seen[goal / 64] |= 1 << (goal % 64);
    layer[goal / 64] |= 1 << (goal % 64);
    let (mut sizes, mut reached) = (vec![1], 1);
    loop {
        let mut next = vec![0u64; words];
        let mut size = 0;
        for (w, &bits) in layer.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let key = index_key(w * 64 + bits.trailing_zeros() as usize);
                bits &= bits - 1;
                for child in key_children(key, &knight) {
                    let i = key_index(child);
                    if seen[i / 64] >> (i % 64) & 1 == 0 {
                        seen[i / 64] |= 1 << (i % 64);
                        next[i / 64] |= 1 << (i % 64);
                        size += 1;
                    }
                }
            }
        }
        if size == 0 {
            return sizes;
        }
        reached += size;
        crate::progress::note(format!(
            "{} moves out: {size} boards, {reached} of {BOARDS} reached",
            sizes.len()
        ));
        sizes.push(size);
        layer = next;
    }
}

/// The layers of the whole space, with the totals checked: every board reachable, and how
/// many lie within 15 moves.
fn count_layers(histogram: &[usize], csv: bool) -> Counted {
    let mut text = match csv {
        true => "moves,boards\n".to_string(),
        false => "P2324 knights (5×5, goal 11111/01111/00*11/00001/00000), breadth-first search from the goal over all boards:\n".to_string(),
    };
    for (d, n) in histogram.iter().enumerate() {
        text += &match csv {
            true => format!("{d},{n}\n"),
            false => format!("{d:>5} {n:>10}\n"),
        };
    }
    let total: usize = histogram.iter().sum();
    let within: usize = histogram.iter().take(MOST as usize + 1).sum();
    let mut disagreements = Vec::new();
    if histogram.len() > u8::MAX as usize || total != BOARDS {
        disagreements.push(format!("{total} boards reached of {BOARDS}"));
    }
    if !csv {
        text += &format!(
            "{total} boards, all reachable, the farthest {} moves out; {within} within {MOST} moves\n",
            histogram.len() - 1
        );
    }
    Counted::new(text, disagreements)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_round_trip_and_the_sample() {
        let tables = Tables::new();
        let sample = "2\n10110\n01*11\n10111\n01001\n00000\n01011\n110*1\n01110\n01010\n00100\n";
        assert!(P2324.check(&tables, sample, "7\n-1\n", None).is_accepted());
        assert_eq!(P2324.check(&tables, sample, "7\n15\n", None).exit_code(), 1);
        assert_eq!(P2324.check(&tables, sample, "7\n", None).exit_code(), 2);
        assert_eq!(P2324.check(&tables, "1\n11111\n", "0", None).exit_code(), 3);
        for board in parse(sample).unwrap().into_iter().chain([GOAL]) {
            assert_eq!(Knights::from_key(index_key(board.index())), board);
        }
        for index in [0, 1, 2_704_155, BOARDS - 1] {
            assert_eq!(key_index(index_key(index)), index);
        }
    }
}
