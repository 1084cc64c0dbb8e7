//! Luogu P1979 [NOIP2013 提高组] 华容道: an n × m board of fixed (0) and free (1) cells, then
//! queries `EX EY SX SY TX TY` (the blank, the chosen piece, its target; 1-based); print the
//! fewest moves that bring the piece to the target, or `-1`. Judge bin: `p1979_klotski`.
//!
//! Written apart from the bin (which measures the blank's way round the piece once per board
//! and runs a shortest-path search over the piece's cell and the blank's side): the oracle is
//! the brute force, a breadth-first search over every (blank, piece) pair, the board kept as
//! rows and every move tested against its bounds. It is also the bench's textbook.
//!
//! ```
//! use eight_puzzle::problems::p1979_klotski::{answers, parse};
//!
//! let sample = "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
//! assert_eq!(answers(&parse(sample).unwrap()), vec![2, -1]);
//! ```

use crate::check::{check_with, exact_integers, Verdict};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, padded_to_cap, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{Attempt, How, Wrong};

/// The largest n and m.
pub const MOST_SIDE: usize = 30;

/// The most queries an input holds.
pub const MOST_QUERIES: usize = 500;

/// The starts (blank and piece) the queries of a data pack's fullest input share.
pub const FULLEST_STARTS: usize = 25;

/// A cell as (row, column), 0-based.
pub type Cell = (usize, usize);

/// One game: where the blank and the chosen piece start, and the piece's target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Query {
    pub blank: Cell,
    pub piece: Cell,
    pub target: Cell,
}

/// A board (`free[r][c]`: the cell is not fixed) and its queries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Klotski {
    pub free: Vec<Vec<bool>>,
    pub queries: Vec<Query>,
}

/// The free neighbours of `cell`, up, down, left, right.
fn neighbours(free: &[Vec<bool>], (r, c): Cell) -> impl Iterator<Item = Cell> + '_ {
    let steps = [(-1, 0), (1, 0), (0, -1), (0, 1)];
    steps
        .into_iter()
        .filter_map(move |(dr, dc): (isize, isize)| {
            let (r, c) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
            free.get(r)?.get(c)?.then_some((r, c))
        })
}

/// The brute force: breadth-first search over (blank, piece) from the query's start. Each
/// move takes the blank to a free neighbour, and where that is the piece, the piece moves
/// into the blank's cell. The fewest moves that first bring the piece to each cell, stopping
/// early once `stop` says so of a cell the piece has reached. With `through` (a known wrong
/// solution's mistake), the blank may also step onto the piece's cell without moving it, a
/// state of its own, and walk on from there.
fn search(
    free: &[Vec<bool>],
    (blank, piece): (Cell, Cell),
    through: bool,
    stop: impl Fn(Cell) -> bool,
) -> Vec<Vec<Option<u32>>> {
    let (n, m) = (free.len(), free[0].len());
    let index = |(r, c): Cell| r * m + c;
    let mut seen = vec![false; n * m * n * m];
    let mut first = vec![vec![None; m]; n];
    first[piece.0][piece.1] = Some(0);
    if stop(piece) {
        return first;
    }
    seen[index(blank) * n * m + index(piece)] = true;
    let mut layer = vec![(blank, piece)];
    let mut depth = 0;
    while !layer.is_empty() {
        depth += 1;
        let mut next = Vec::new();
        for (blank, piece) in layer {
            for to in neighbours(free, blank) {
                let swap = to == piece && blank != piece;
                let moved = if swap { blank } else { piece };
                let over = (through && swap).then_some((to, piece));
                for (to, moved) in std::iter::once((to, moved)).chain(over) {
                    if std::mem::replace(&mut seen[index(to) * n * m + index(moved)], true) {
                        continue;
                    }
                    next.push((to, moved));
                    if first[moved.0][moved.1].is_none() {
                        first[moved.0][moved.1] = Some(depth);
                        if stop(moved) {
                            return first;
                        }
                    }
                }
            }
        }
        layer = next;
    }
    first
}

/// The fewest moves that bring the piece from `piece` to each cell, the blank starting at
/// `blank`: one brute-force search answers every target.
pub fn reach_all(free: &[Vec<bool>], blank: Cell, piece: Cell) -> Vec<Vec<Option<u32>>> {
    search(free, (blank, piece), false, |_| false)
}

/// The fewest moves of one query, by the brute force stopped at the target.
pub fn fewest(free: &[Vec<bool>], q: Query) -> Option<u32> {
    search(free, (q.blank, q.piece), false, |cell| cell == q.target)[q.target.0][q.target.1]
}

/// Each query's answer: the fewest moves, or -1; one brute-force search answers every
/// query of the same blank and piece.
pub fn answers(k: &Klotski) -> Vec<i64> {
    answers_searched(k, false)
}

/// [`answers`] by [`search`] with or without its mistake `through`.
fn answers_searched(k: &Klotski, through: bool) -> Vec<i64> {
    let mut searched = std::collections::HashMap::new();
    let answer = |q: &Query| {
        let reach = searched
            .entry((q.blank, q.piece))
            .or_insert_with(|| search(&k.free, (q.blank, q.piece), through, |_| false));
        reach[q.target.0][q.target.1].map_or(-1, i64::from)
    };
    k.queries.iter().map(answer).collect()
}

/// Reads the input as the bin takes it: `n m q` (n, m in 1-30, q in 1-500), n × m cells of
/// `0` or `1`, then q queries of six 1-based coordinates; the blank and the piece on two
/// different free cells, the target anywhere on the board; nothing after.
pub fn parse(text: &str) -> Result<Klotski, String> {
    let w: Vec<&str> = words(text)?.collect();
    let number = |i: usize, most: usize| -> Result<usize, String> {
        let word = w
            .get(i)
            .ok_or(format!("the input ends at word {}", i + 1))?;
        match word.parse::<usize>() {
            Ok(v) if (1..=most).contains(&v) => Ok(v),
            _ => Err(format!(
                "word {}: '{}' is not in 1-{most}",
                i + 1,
                clip(word)
            )),
        }
    };
    let (n, m, q) = (
        number(0, MOST_SIDE)?,
        number(1, MOST_SIDE)?,
        number(2, MOST_QUERIES)?,
    );
    let mut free = vec![vec![false; m]; n];
    for (i, cell) in free.iter_mut().flatten().enumerate() {
        *cell = match w.get(3 + i) {
            Some(&"1") => true,
            Some(&"0") => false,
            _ => return Err(format!("cell {} is not 0 or 1", i + 1)),
        };
    }
    let mut queries = Vec::new();
    for i in 0..q {
        let at = 3 + n * m + 6 * i;
        let cell =
            |j: usize| Ok::<Cell, String>((number(at + j, n)? - 1, number(at + j + 1, m)? - 1));
        let query = Query {
            blank: cell(0)?,
            piece: cell(2)?,
            target: cell(4)?,
        };
        let on = |(r, c): Cell| free[r][c];
        if !on(query.blank) || !on(query.piece) || query.blank == query.piece {
            return Err(format!(
                "query {}: the blank and the piece are not two free cells",
                i + 1
            ));
        }
        queries.push(query);
    }
    match w.len() == 3 + n * m + 6 * q {
        true => Ok(Klotski { free, queries }),
        false => Err("words after the last query".into()),
    }
}

/// The input text of a board and its queries.
pub fn to_input(k: &Klotski) -> String {
    let (n, m) = (k.free.len(), k.free[0].len());
    let mut text = format!("{n} {m} {}\n", k.queries.len());
    for row in &k.free {
        let cells: Vec<&str> = row.iter().map(|&f| if f { "1" } else { "0" }).collect();
        text += &(cells.join(" ") + "\n");
    }
    for q in &k.queries {
        let [a, b, c, d, e, f] = [
            q.blank.0, q.blank.1, q.piece.0, q.piece.1, q.target.0, q.target.1,
        ]
        .map(|x| x + 1);
        text += &format!("{a} {b} {c} {d} {e} {f}\n");
    }
    text
}

/// A random board with sides drawn in `sides`, each cell fixed with chance `fixed` in 8, with
/// at least two free cells.
pub fn random_board(rng: &mut Mt19937, sides: (usize, usize), fixed: usize) -> Vec<Vec<bool>> {
    loop {
        let mut side = || sides.0 + draw(rng, sides.1 - sides.0 + 1);
        let (n, m) = (side(), side());
        let free: Vec<Vec<bool>> = (0..n)
            .map(|_| (0..m).map(|_| draw(rng, 8) >= fixed).collect())
            .collect();
        if free_cells(&free).len() >= 2 {
            return free;
        }
    }
}

/// The free cells of a board, row by row.
pub fn free_cells(free: &[Vec<bool>]) -> Vec<Cell> {
    let m = free[0].len();
    (0..free.len() * m)
        .map(|i| (i / m, i % m))
        .filter(|&(r, c)| free[r][c])
        .collect()
}

/// A query drawn on the board: the blank and the piece on two different free cells, the
/// target any cell.
pub fn random_query(rng: &mut Mt19937, free: &[Vec<bool>]) -> Query {
    let cells = free_cells(free);
    let blank = cells[draw(rng, cells.len())];
    let mut piece = blank;
    while piece == blank {
        piece = cells[draw(rng, cells.len())];
    }
    let target = (draw(rng, free.len()), draw(rng, free[0].len()));
    Query {
        blank,
        piece,
        target,
    }
}

/// Every query of the board: each (blank, piece) pair of different free cells with every cell
/// of the board as the target.
pub fn every_query(free: &[Vec<bool>]) -> Vec<Query> {
    let cells = free_cells(free);
    let every = (0..free.len()).flat_map(|r| (0..free[0].len()).map(move |c| (r, c)));
    let targets: Vec<Cell> = every.collect();
    let mut queries = Vec::new();
    for &blank in &cells {
        for &piece in cells.iter().filter(|&&p| p != blank) {
            queries.extend(targets.iter().map(|&target| Query {
                blank,
                piece,
                target,
            }));
        }
    }
    queries
}

/// A board 3-12 a side and one query: the piece on its target and the blank beside it, then
/// `k` random moves of the blank (into the piece's cell, the piece moves).
pub fn walked(rng: &mut Mt19937, k: u32) -> Klotski {
    loop {
        let free = random_board(rng, (3, 12), 1);
        let cells = free_cells(&free);
        let target = cells[draw(rng, cells.len())];
        let beside: Vec<Cell> = neighbours(&free, target).collect();
        if beside.is_empty() {
            continue;
        }
        let (mut blank, mut piece) = (beside[draw(rng, beside.len())], target);
        for _ in 0..k {
            let options: Vec<Cell> = neighbours(&free, blank).collect();
            let to = options[draw(rng, options.len())];
            piece = if to == piece { blank } else { piece };
            blank = to;
        }
        return Klotski {
            free,
            queries: vec![Query {
                blank,
                piece,
                target,
            }],
        };
    }
}

/// The problem, for the registry.
pub struct P1979;

/// The problem, as the registry lists it.
pub const PROBLEM: P1979 = P1979;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("p1979_klotski")],
    far_most: FAR_MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "0 4 1\n",
        "31 1 1\n",
        "1 2 0\n1 1\n",
        "1 2 1\n1 1\n1 1 1 2 1 2\n0\n",
        "1 2 1\n1 2\n1 1 1 2 1 2\n",
        "1 2 1\n1 1\n1 1 1 1 1 2\n",
        "1 2 1\n0 1\n1 1 1 2 1 2\n",
        "1 2 1\n1 1\n1 1 1 2 1 3\n",
        "1 2 1\n1 1\n1 1 1 2 1\n",
        "1 2 2\n1 1\n1 1 1 2 1 2\n",
    ],
    sizes: &[],
    limits: Limits::stated(
        1000,
        125,
        "Luogu's page, as a solution file's header copies it",
    ),
};

/// The most moves mode 1 serves: boards up to 16 × 16 drawn until one has a query at least
/// that far. Measured over seeds 1-100: 300 and 320 served by every seed within 0.5 s, 340
/// failed two seeds; 300 leaves a margin.
const FAR_MOST: u32 = 300;

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong::limit_one_short_of_gen(FAR_MOST, "-1"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong {
        name: "blank_walks_through_the_piece",
        source: "docs/bins/p1979_klotski.md: the blank walks between the piece's sides without crossing the piece; a search that leaves the piece's cell open lets it cross",
        how: How::Program(|_, input| {
            let Ok(k) = parse(input) else {
                return Attempt::Printed(String::new());
            };
            let lines = answers_searched(&k, true).into_iter();
            Attempt::Printed(lines.map(|a| format!("{a}\n")).collect())
        }),
    },
];

impl Problem for P1979 {
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
        let truth = parse(input).map(|k| answers(&k));
        check_with(truth, output, answer, |t, out| {
            exact_integers(t, out, "game")
        })
    }

    fn check_over_limits(&self) -> Option<&'static str> {
        Some("10 s: 500 games on a 30 × 30 board, each searched alone")
    }

    /// A board 3-12 a side, the piece `k` random blank moves from its target.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        to_input(&walked(rng, k))
    }

    /// A board 6-16 a side and one query whose fewest moves lie in `reach`: the blank and the
    /// piece drawn, the target among the cells that far.
    fn far(&self, _: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        // At least k moves, as mode 1 promises: a far board may hold a query past FAR_MOST.
        let hi = reach.hi.unwrap_or(u32::MAX);
        draw_in_reach(rng, reach, (hi, FAR_MOST, 2_000), |rng| {
            let fixed = 1 + draw(rng, 3);
            let free = random_board(rng, (6, 16), fixed);
            let Query { blank, piece, .. } = random_query(rng, &free);
            let every = reach_all(&free, blank, piece);
            let cells = (0..free.len()).flat_map(|r| (0..free[0].len()).map(move |c| (r, c)));
            let far: Vec<(Cell, u32)> = cells
                .filter_map(|(r, c)| Some(((r, c), every[r][c]?)))
                .filter(|&(_, d)| reach.holds(d) && d <= hi)
                .collect();
            match far.is_empty() {
                true => (String::new(), None),
                false => {
                    let (target, d) = far[draw(rng, far.len())];
                    (
                        to_input(&Klotski {
                            free,
                            queries: vec![Query {
                                blank,
                                piece,
                                target,
                            }],
                        }),
                        Some(d),
                    )
                }
            }
        })
    }

    /// The statement's most: a 30 × 30 board, one cell in eight fixed, and 500 queries. They
    /// share [`FULLEST_STARTS`] random starts (blank and piece), each with its own targets,
    /// so that the kit's brute force, one search a start, checks them in under a second.
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let free = random_board(rng, (MOST_SIDE, MOST_SIDE), 1);
        let starts: Vec<Query> = (0..FULLEST_STARTS)
            .map(|_| random_query(rng, &free))
            .collect();
        let queries = (0..MOST_QUERIES)
            .map(|i| Query {
                target: random_query(rng, &free).target,
                ..starts[i % FULLEST_STARTS]
            })
            .collect();
        Some(to_input(&Klotski { free, queries }))
    }

    /// A board 1-12 a side and 1-20 queries drawn on it: blank and piece on free cells, the
    /// target anywhere.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        let fixed = draw(rng, 4);
        let free = random_board(rng, (1, 12), fixed);
        let queries = (0..1 + draw(rng, 20))
            .map(|_| random_query(rng, &free))
            .collect();
        to_input(&Klotski { free, queries })
    }

    /// The statement's worst case: a 30 × 30 board, one cell in 8 fixed, 500 queries.
    fn largest(&self, rng: &mut Mt19937) -> String {
        let free = random_board(rng, (MOST_SIDE, MOST_SIDE), 1);
        let queries = (0..MOST_QUERIES)
            .map(|_| random_query(rng, &free))
            .collect();
        padded_to_cap(to_input(&Klotski { free, queries }))
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        ask.facts(self.name())?;
        Ok(Counted::from(
            "P1979 klotski: each board and query is its own space of (blank, piece) pairs; nothing to count\n"
                .to_string(),
        ))
    }

    /// The brute force is the textbook: a search over (blank, piece) for each query,
    /// stopped at its target.
    fn textbook(&self, input: &str) -> Option<String> {
        let k = parse(input).ok()?;
        let each = k
            .queries
            .iter()
            .map(|&q| format!("{}\n", fewest(&k.free, q).map_or(-1, i64::from)));
        Some(each.collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        let t = Tables::new();
        let input = "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
        let check = |out: &str| P1979.check(&t, input, out, None).exit_code();
        assert_eq!(check("2\n-1\n"), 0);
        assert_eq!(check("2 -1"), 0);
        assert_eq!(check("3\n-1\n"), 1);
        assert_eq!(check("2\n-01\n"), 1);
        assert_eq!(check("2\n"), 2);
        assert_eq!(check("2\nno\n"), 2);
        assert_eq!(P1979.check(&t, "3 3\n", "1", None).exit_code(), 3);
    }

    #[test]
    fn the_piece_on_its_target_is_zero_and_a_fixed_target_unreachable() {
        let free = vec![vec![true, true, false]];
        let q = |piece, target| Query {
            blank: (0, 0),
            piece,
            target,
        };
        assert_eq!(fewest(&free, q((0, 1), (0, 1))), Some(0));
        assert_eq!(fewest(&free, q((0, 1), (0, 0))), Some(1));
        assert_eq!(fewest(&free, q((0, 1), (0, 2))), None);
    }
}
