//! AcWing 174 推箱子 (POJ 1475 Pushing Boxes): mazes of `# . S B T` until `0 0`; print
//! `Maze #k`, then a way to push the box onto the target (`NSWE` pushes, `nswe` walks) with
//! the fewest pushes and then the fewest walks, or `Impossible.`, and a blank line. AcWing
//! compares text: among the best ways, the bin prints the one the usual breadth-first search
//! prints ([`bfs_way`]). The checker takes any way that is fewest in (pushes, walks), as POJ
//! does. Judge bin: `acwing_pushing_box`.
//!
//! Written apart from the bin (which searches (box, your side) states backwards by A*,
//! with your walks round the box measured by BFS): the oracle of the costs is a Dijkstra
//! over every (box, you) pair, a walk costing (0, 1) and a push (1, 0), backwards from every
//! pair with the box on the target, over rows of bytes with every move tested against the
//! bounds; the way the bin must print comes from the plain breadth-first search forwards,
//! over (box, last push) states, as contestants write it.
//!
//! ```
//! use eight_puzzle::problems::acwing_pushing_box::{canonical, parse};
//!
//! let mazes = parse("1 7\nSB....T\n1 7\nSB..#.T\n0 0\n").unwrap();
//! assert_eq!(canonical(&mazes[0]).as_deref(), Some("EEEEE"));
//! assert_eq!(canonical(&mazes[1]), None);
//! ```

use crate::check::{check_with, Judged, Verdict};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{cases_to_cap, draw, Reach};
use crate::tables::Tables;
use crate::text::{clip, plural, words};
use crate::wrong::{Attempt, How, Wrong};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

/// The sides a maze may have.
pub const SIDES: std::ops::RangeInclusive<usize> = 1..=20;

/// What the bin prints for a maze with no way.
pub const IMPOSSIBLE: &str = "Impossible.";

/// A cell as (row, column).
pub type Cell = (usize, usize);

/// The directions in AcWing's order of preference, as (push letter, row step, column step).
pub const DIRECTIONS: [(u8, isize, isize); 4] =
    [(b'N', -1, 0), (b'S', 1, 0), (b'W', 0, -1), (b'E', 0, 1)];

/// One maze: its rows of `#` and `.` (S, B and T written as the floor they are on), where you
/// stand, the box and its target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    pub rows: Vec<Vec<u8>>,
    pub you: Cell,
    pub block: Cell,
    pub target: Cell,
}

/// A way's cost: its pushes and its walks.
pub type Cost = (u32, u32);

impl Maze {
    /// The cell one step from `cell` in direction `d`, if it is floor.
    pub fn step(&self, (r, c): Cell, d: usize) -> Option<Cell> {
        let (_, dr, dc) = DIRECTIONS[d];
        let (r, c) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
        (*self.rows.get(r)?.get(c)? == b'.').then_some((r, c))
    }

    /// The index of a (box, you) pair.
    fn index(&self, (b, y): (Cell, Cell)) -> usize {
        let m = self.rows[0].len();
        let cells = self.rows.len() * m;
        (b.0 * m + b.1) * cells + y.0 * m + y.1
    }
}

/// The least cost from every (box, you) pair to the box on the target, by Dijkstra
/// backwards: a walk from `y` to `y2` is undone by a walk back; a push in direction d that
/// left the box at `b` and you at `b - d` came from the box at `b - d` and you at `b - 2 d`.
pub fn to_target(maze: &Maze) -> Vec<Option<Cost>> {
    let cells = maze.rows.len() * maze.rows[0].len();
    let mut cost: Vec<Option<Cost>> = vec![None; cells * cells];
    let mut heap = BinaryHeap::new();
    for y in floor(maze).filter(|&y| y != maze.target) {
        cost[maze.index((maze.target, y))] = Some((0, 0));
        heap.push(Reverse(((0, 0), maze.target, y)));
    }
    while let Some(Reverse((c, b, y))) = heap.pop() {
        if cost[maze.index((b, y))] != Some(c) {
            continue;
        }
        let mut offer = |pair: (Cell, Cell), next: Cost| {
            let known = &mut cost[maze.index(pair)];
            if pair.0 != maze.target && known.map_or(true, |k| next < k) {
                *known = Some(next);
                heap.push(Reverse((next, pair.0, pair.1)));
            }
        };
        for d in 0..4 {
            if let Some(y2) = maze.step(y, d).filter(|&y2| y2 != b) {
                offer((b, y2), (c.0, c.1 + 1));
            }
            let pushed_from = maze.step(b, d).filter(|&before| before == y);
            if let Some(behind) = pushed_from.and_then(|before| maze.step(before, d)) {
                offer((y, behind), (c.0 + 1, c.1));
            }
        }
    }
    cost
}

/// The floor cells of the maze, row by row.
fn floor(maze: &Maze) -> impl Iterator<Item = Cell> + '_ {
    let m = maze.rows[0].len();
    (0..maze.rows.len() * m)
        .map(move |i| (i / m, i % m))
        .filter(move |&(r, c)| maze.rows[r][c] == b'.')
}

/// The fewest (pushes, walks) of the maze, or None.
pub fn fewest(maze: &Maze) -> Option<Cost> {
    match maze.block == maze.target {
        true => Some((0, 0)),
        false => to_target(maze)[maze.index((maze.block, maze.you))],
    }
}

/// Your fewest steps from `from` to every cell, the box standing at `block`.
pub fn walks_from(maze: &Maze, from: Cell, block: Cell) -> Vec<Vec<Option<u32>>> {
    let mut dist = vec![vec![None; maze.rows[0].len()]; maze.rows.len()];
    dist[from.0][from.1] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some(cell) = queue.pop_front() {
        let d = dist[cell.0][cell.1].unwrap();
        for next in (0..4).filter_map(|dir| maze.step(cell, dir)) {
            if next != block && dist[next.0][next.1].is_none() {
                dist[next.0][next.1] = Some(d + 1);
                queue.push_back(next);
            }
        }
    }
    dist
}

/// The way the bin prints: the one the usual breadth-first search prints, with AcWing's
/// order N S W E for pushes and walks alike (see [`bfs_way`]). None if there is no way.
pub fn canonical(maze: &Maze) -> Option<String> {
    bfs_way(maze, [0, 1, 2, 3])
}

/// The other reading of AcWing's sentence, which the bin followed before: among the ways
/// fewest in (pushes, walks), the pushes taken one after another, each the first in
/// `order` after which the least cost still adds up, and each walk between two pushes the
/// first in `order` at each step among the shortest. `togo` holds the costs of
/// [`to_target`] for the maze's target; `order` lists indices of [`DIRECTIONS`], most
/// preferred first. None if there is no way.
pub fn pushes_first(maze: &Maze, togo: &[Option<Cost>], order: [usize; 4]) -> Option<String> {
    let (mut b, mut y, mut path) = (maze.block, maze.you, String::new());
    while b != maze.target {
        let left = togo[maze.index((b, y))]?;
        let dist = walks_from(maze, y, b);
        let next = order.iter().find_map(|&d| {
            let behind = maze.step(b, d ^ 1)?;
            let walk = dist[behind.0][behind.1]?;
            let after = maze.step(b, d)?;
            let rest = togo[maze.index((after, b))]?;
            ((rest.0 + 1, rest.1 + walk) == left).then_some((d, behind))
        })?;
        walk_to(maze, (y, next.1, b), order, &mut path);
        path.push(DIRECTIONS[next.0].0 as char);
        y = b;
        b = maze.step(b, next.0).unwrap();
    }
    Some(path)
}

/// Appends your walk from `from` to `to`, round the box at `block`: at each step the first
/// direction in `order` that stays on a shortest way.
fn walk_to(
    maze: &Maze,
    (from, to, block): (Cell, Cell, Cell),
    order: [usize; 4],
    path: &mut String,
) {
    let dist = walks_from(maze, to, block);
    let mut at = from;
    while at != to {
        let here = dist[at.0][at.1].unwrap();
        let d = *order
            .iter()
            .find(|&&d| {
                maze.step(at, d)
                    .is_some_and(|n| n != block && dist[n.0][n.1] == Some(here - 1))
            })
            .unwrap();
        path.push(DIRECTIONS[d].0.to_ascii_lowercase() as char);
        at = maze.step(at, d).unwrap();
    }
}

/// Your fewest steps between the sides of the box, for every cell the box may stand on, as
/// far as asked: `between` measures once per box cell and side you start from. They depend
/// on the walls alone, so one table serves every placement on the same rows.
pub struct SideWalks {
    /// For box cell `b` and side `s` (`(row * width + column) * 4 + s`), your fewest steps
    /// from that side to each side, None where you cannot get there.
    known: Vec<Option<[Option<u32>; 4]>>,
}

impl SideWalks {
    /// An empty table for mazes of the rows of `maze`.
    pub fn new(maze: &Maze) -> SideWalks {
        SideWalks {
            known: vec![None; maze.rows.len() * maze.rows[0].len() * 4],
        }
    }

    /// Your fewest steps from side `from` of the box at `block` to its side `to` (indices
    /// of [`DIRECTIONS`]: side d is the cell one step in direction d), None if either side
    /// is not floor or you cannot get there.
    pub fn between(&mut self, maze: &Maze, block: Cell, from: usize, to: usize) -> Option<u32> {
        let start = maze.step(block, from)?;
        let key = (block.0 * maze.rows[0].len() + block.1) * 4 + from;
        let sides = self.known[key].get_or_insert_with(|| {
            let dist = walks_from(maze, start, block);
            [0, 1, 2, 3].map(|d| maze.step(block, d).and_then(|c| dist[c.0][c.1]))
        });
        sides[to]
    }
}

/// A state of the breadth-first search: the box's cell and the direction (an index of
/// [`DIRECTIONS`]) of the push that brought it there; you stand on the cell it left.
type Pushed = (Cell, usize);

/// What the breadth-first search knows of a state it has queued: its least cost so far
/// and the state whose push gave it (None for the first push).
type Reached = Option<(Cost, Option<Pushed>)>;

/// The way the usual breadth-first search prints, as the public solutions of AcWing 174
/// write it (the course's own among them). It queues states ([`Pushed`]) by pushes: the
/// first push's states in `order`, then from each state taken off the queue its pushes in
/// `order`; a state is queued the first time a push reaches it, with its cost (pushes,
/// walks); a later push that reaches it cheaper replaces its cost and its parent. The way
/// ends at the first state taken off the queue with the box on the target and the least
/// cost, and each walk is the one a breadth-first search from your cell, trying `order`,
/// finds first. None if there is no way.
pub fn bfs_way(maze: &Maze, order: [usize; 4]) -> Option<String> {
    bfs_way_with(maze, &mut SideWalks::new(maze), order)
}

/// [`bfs_way`] with a table of walks for the maze's rows, which may be shared.
pub fn bfs_way_with(maze: &Maze, walks: &mut SideWalks, order: [usize; 4]) -> Option<String> {
    let width = maze.rows[0].len();
    let slot = |((r, c), d): Pushed| (r * width + c) * 4 + d;
    let mut reached: Vec<Reached> = vec![None; maze.rows.len() * width * 4];
    let mut queue = VecDeque::new();
    let from_start = walks_from(maze, maze.you, maze.block);
    for &d in &order {
        let ends = maze.step(maze.block, d ^ 1).zip(maze.step(maze.block, d));
        let walk = ends.and_then(|(behind, _)| from_start[behind.0][behind.1]);
        if let (Some((_, after)), Some(walk)) = (ends, walk) {
            reached[slot((after, d))] = Some(((1, walk), None));
            queue.push_back((after, d));
        }
    }
    let mut end: Option<(Cost, Pushed)> = None;
    while let Some(state) = queue.pop_front() {
        let (cost, _) = reached[slot(state)].unwrap();
        let (block, came) = state;
        if block == maze.target && end.map_or(true, |(least, _)| cost < least) {
            end = Some((cost, state));
        }
        for &d in &order {
            let Some(after) = maze.step(block, d) else {
                continue;
            };
            let Some(walk) = walks.between(maze, block, came ^ 1, d ^ 1) else {
                continue;
            };
            let offer = (cost.0 + 1, cost.1 + walk);
            match &mut reached[slot((after, d))] {
                known @ None => {
                    *known = Some((offer, Some(state)));
                    queue.push_back((after, d));
                }
                Some((least, parent)) if offer < *least => (*least, *parent) = (offer, Some(state)),
                Some(_) => {}
            }
        }
    }
    let mut chain = vec![end?.1];
    while let Some((_, Some(parent))) = reached[slot(chain[chain.len() - 1])] {
        chain.push(parent);
    }
    Some(spell(maze, &chain, order))
}

/// The moves of the states of `chain`, last first: before each push, the walk behind the
/// box that a breadth-first search from your cell, trying `order`, finds first.
fn spell(maze: &Maze, chain: &[Pushed], order: [usize; 4]) -> String {
    let (mut you, mut block, mut path) = (maze.you, maze.block, String::new());
    for &(after, d) in chain.iter().rev() {
        let behind = maze.step(block, d ^ 1).unwrap();
        path += &first_found_walk(maze, (you, behind, block), order);
        path.push(DIRECTIONS[d].0 as char);
        (you, block) = (block, after);
    }
    path
}

/// The walk from `from` to `to` round the box at `block` by which a breadth-first search
/// from `from`, trying the directions in `order`, first reaches `to`: each cell remembers
/// the direction it was first entered by.
fn first_found_walk(
    maze: &Maze,
    (from, to, block): (Cell, Cell, Cell),
    order: [usize; 4],
) -> String {
    let mut entered: Vec<Vec<Option<usize>>> =
        vec![vec![None; maze.rows[0].len()]; maze.rows.len()];
    let mut queue = VecDeque::from([from]);
    while let Some(cell) = queue.pop_front().filter(|&c| c != to) {
        for &d in &order {
            let Some(next) = maze.step(cell, d) else {
                continue;
            };
            if next != block && next != from && entered[next.0][next.1].is_none() {
                entered[next.0][next.1] = Some(d);
                queue.push_back(next);
            }
        }
    }
    let mut steps = Vec::new();
    let mut at = to;
    while at != from {
        let d = entered[at.0][at.1].unwrap();
        steps.push(DIRECTIONS[d].0.to_ascii_lowercase() as char);
        at = maze.step(at, d ^ 1).unwrap();
    }
    steps.iter().rev().collect()
}

/// Replays a way: its (pushes, walks) if every move is legal and the box ends on the target.
pub fn replay(maze: &Maze, path: &str) -> Result<Cost, String> {
    let (mut b, mut y, mut cost) = (maze.block, maze.you, (0, 0));
    for (i, letter) in path.bytes().enumerate() {
        let d = DIRECTIONS
            .iter()
            .position(|&(l, _, _)| l == letter.to_ascii_uppercase())
            .unwrap();
        let to = maze.step(y, d).ok_or(format!(
            "move {} ({}) walks into a wall",
            i + 1,
            letter as char
        ))?;
        let pushes = letter.is_ascii_uppercase();
        match (to == b, pushes) {
            (false, false) => cost.1 += 1,
            (true, true) => {
                b = maze.step(b, d).ok_or(format!(
                    "move {} ({}) pushes the box into a wall",
                    i + 1,
                    letter as char
                ))?;
                cost.0 += 1;
            }
            (true, false) => {
                return Err(format!(
                    "move {} ({}) walks into the box",
                    i + 1,
                    letter as char
                ))
            }
            (false, true) => {
                return Err(format!("move {} ({}) pushes no box", i + 1, letter as char))
            }
        }
        y = to;
    }
    match b == maze.target {
        true => Ok(cost),
        false => Err(format!(
            "the box ends at row {}, column {}, not on the target",
            b.0 + 1,
            b.1 + 1
        )),
    }
}

/// Reads the mazes as the bins take them: `r c` (1-20 each), r rows of c cells of
/// `# . S B T` with one S, one B and one T, until `0 0` or the input's end after a maze;
/// nothing after `0 0`.
pub fn parse(text: &str) -> Result<Vec<Maze>, String> {
    let w: Vec<&str> = words(text)?.collect();
    let mut mazes = Vec::new();
    let mut at = 0;
    while at < w.len() || mazes.is_empty() {
        let side = |i: usize| -> Result<usize, String> {
            let word = w.get(i).ok_or("the input ends before r and c")?;
            word.parse()
                .map_err(|_| format!("'{}' is not a side", clip(word)))
        };
        let (r, c) = (side(at)?, side(at + 1)?);
        if (r, c) == (0, 0) {
            return match at + 2 == w.len() {
                true => Ok(mazes),
                false => Err("words after the closing 0 0".into()),
            };
        }
        if !SIDES.contains(&r) || !SIDES.contains(&c) {
            return Err(format!("r = {r}, c = {c}"));
        }
        let rows = w
            .get(at + 2..at + 2 + r)
            .ok_or(format!("maze {}: fewer than {r} rows", mazes.len() + 1))?;
        mazes.push(maze(rows, c).map_err(|e| format!("maze {}: {e}", mazes.len() + 1))?);
        at += 2 + r;
    }
    Ok(mazes)
}

/// One maze from its rows.
fn maze(rows: &[&str], c: usize) -> Result<Maze, String> {
    let mut cells: Vec<Vec<u8>> = rows.iter().map(|r| r.as_bytes().to_vec()).collect();
    let mut marks: [Vec<Cell>; 3] = Default::default();
    for (r, row) in cells.iter_mut().enumerate() {
        if row.len() != c || !row.iter().all(|b| b"#.SBT".contains(b)) {
            return Err(format!("row {} is not {c} cells of # . S B T", r + 1));
        }
        for (col, cell) in row.iter_mut().enumerate() {
            if let Some(i) = b"SBT".iter().position(|m| m == cell) {
                marks[i].push((r, col));
                *cell = b'.';
            }
        }
    }
    let counts: Vec<usize> = marks.iter().map(Vec::len).collect();
    match counts[..] {
        [1, 1, 1] => Ok(Maze {
            rows: cells,
            you: marks[0][0],
            block: marks[1][0],
            target: marks[2][0],
        }),
        _ => Err(format!("{counts:?} of S, B and T")),
    }
}

/// The input text of the mazes, closed by `0 0`.
pub fn to_input(mazes: &[Maze]) -> String {
    let mut text = String::new();
    for m in mazes {
        let mut rows = m.rows.clone();
        for (mark, (r, c)) in [(b'S', m.you), (b'B', m.block), (b'T', m.target)] {
            rows[r][c] = mark;
        }
        text += &format!("{} {}\n", rows.len(), rows[0].len());
        for row in rows {
            text += &(String::from_utf8(row).unwrap() + "\n");
        }
    }
    text + "0 0\n"
}

/// The output's blocks, one per maze: the `Maze #k` line, then the way's line. Blank lines
/// and spaces at the ends of lines are skipped; a way may be empty (the box starts on the
/// target), so a block ends where the next `Maze #` line starts.
fn blocks(output: &str) -> Result<Vec<(String, String)>, String> {
    let lines: Vec<&str> = output
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let head = lines[i].to_string();
        if !head.starts_with("Maze #") {
            return Err(format!(
                "'{}' where a 'Maze #k' line was expected",
                clip(&head)
            ));
        }
        let way = lines
            .get(i + 1)
            .filter(|l| !l.starts_with("Maze #"))
            .copied()
            .unwrap_or("");
        i += 1 + usize::from(!way.is_empty());
        found.push((head, way.to_string()));
    }
    Ok(found)
}

/// Judges the output: each maze's header, then `Impossible.` exactly where there is no way,
/// else a way that replays legally to the target with the fewest pushes and then walks.
fn judge(case: &[(Maze, Option<Cost>)], output: &str) -> Judged {
    let found = blocks(output).map_err(Verdict::PresentationError)?;
    if found.len() != case.len() {
        let why = format!("expected {} mazes, got {}", case.len(), found.len());
        return Err(Verdict::PresentationError(why));
    }
    for (k, ((maze, truth), (head, way))) in case.iter().zip(&found).enumerate() {
        let at = format!("maze {}: ", k + 1);
        if *head != format!("Maze #{}", k + 1) {
            return Err(Verdict::PresentationError(format!(
                "{at}'{}' is not 'Maze #{}'",
                clip(head),
                k + 1
            )));
        }
        if way != IMPOSSIBLE && !way.bytes().all(|b| b"NSWEnswe".contains(&b)) {
            return Err(Verdict::PresentationError(format!(
                "{at}'{}' is neither moves nor {IMPOSSIBLE}",
                clip(way)
            )));
        }
        let got = match way.as_str() {
            IMPOSSIBLE => None,
            way => {
                Some(replay(maze, way).map_err(|why| Verdict::WrongAnswer(format!("{at}{why}")))?)
            }
        };
        if got != *truth {
            let say = |c: &Option<Cost>| {
                c.map_or(IMPOSSIBLE.to_string(), |(p, w)| {
                    format!("{p} pushes and {w} walks")
                })
            };
            return Err(Verdict::WrongAnswer(format!(
                "{at}{} expected, got {}",
                say(truth),
                say(&got)
            )));
        }
    }
    Ok(plural(case.len() as u32, "maze"))
}

/// A random maze r × c (r, c drawn in `sides`), each cell a wall with chance `walls` in 8,
/// with you, the box and the target on three different floor cells; None if there are
/// fewer than three.
pub fn random_maze(rng: &mut Mt19937, sides: (usize, usize), walls: usize) -> Option<Maze> {
    maze_of(rng, sides, |rng| draw(rng, 8) < walls)
}

/// [`random_maze`] with each cell a wall with chance `percent` in 100.
pub fn random_maze_percent(
    rng: &mut Mt19937,
    sides: (usize, usize),
    percent: usize,
) -> Option<Maze> {
    maze_of(rng, sides, |rng| draw(rng, 100) < percent)
}

/// A random maze whose cells `wall` draws one by one, row by row.
fn maze_of(
    rng: &mut Mt19937,
    sides: (usize, usize),
    mut wall: impl FnMut(&mut Mt19937) -> bool,
) -> Option<Maze> {
    let side = |rng: &mut Mt19937| sides.0 + draw(rng, sides.1 - sides.0 + 1);
    let (r, c) = (side(rng), side(rng));
    let rows: Vec<Vec<u8>> = (0..r)
        .map(|_| {
            (0..c)
                .map(|_| if wall(rng) { b'#' } else { b'.' })
                .collect()
        })
        .collect();
    let mut maze = Maze {
        rows,
        you: (0, 0),
        block: (0, 0),
        target: (0, 0),
    };
    let mut cells: Vec<Cell> = floor(&maze).collect();
    if cells.len() < 3 {
        return None;
    }
    crate::sampling::shuffle(&mut cells, rng);
    (maze.you, maze.block, maze.target) = (cells[0], cells[1], cells[2]);
    Some(maze)
}

/// Every placement of you, the box and the target on the maze's floor, each as its own maze.
pub fn every_placement(maze: &Maze) -> Vec<Maze> {
    let cells: Vec<Cell> = floor(maze).collect();
    let mut every = Vec::new();
    for &target in &cells {
        for &block in cells.iter().filter(|&&b| b != target) {
            for &you in cells.iter().filter(|&&y| y != target && y != block) {
                every.push(Maze {
                    rows: maze.rows.clone(),
                    you,
                    block,
                    target,
                });
            }
        }
    }
    every
}

/// The problem, for the registry.
pub struct PushingBox;

/// The problem, as the registry lists it.
pub const PROBLEM: PushingBox = PushingBox;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("acwing_pushing_box")],
    far_most: FAR_MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "0 5\n",
        "21 1\n",
        "1 3\nSBT\n1 3\n",
        "1 3\nSB\n0 0\n",
        "1 3\nSBX\n0 0\n",
        "1 4\nSBTT\n0 0\n",
        "1 3\nS.T\n0 0\n",
        "1 3\nSBT\n0 0\n0 0\n",
        "2 3\nSBT\n0 0\n",
    ],
    sizes: &[],
    limits: Limits::stated(1000, 64, "AcWing's statement, as a public copy of it reads"),
};

/// The most pushes mode 1 serves: mazes up to 20 × 20 drawn until one holds a placement that
/// far, within a few draws for any seed (seeds 1-1,000 measured; see the docs page).
pub const FAR_MOST: u32 = 24;

/// The mazes of a data pack's fullest input: the statement states no count.
pub const FULLEST_MAZES: usize = 10;

/// The draws mode 1 makes before it gives up.
const FAR_DRAWS: u32 = 200;

impl Problem for PushingBox {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, _: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let case = parse(input).map(|mazes| {
            mazes
                .into_iter()
                .map(|m| (m.clone(), fewest(&m)))
                .collect::<Vec<_>>()
        });
        check_with(case, output, answer, |c, out| judge(c, out))
    }

    fn check_over_limits(&self) -> Option<&'static str> {
        Some("117 s: each of 9,845 mazes is searched again, all the same maze")
    }

    /// A maze 3-10 a side, the box on the target and you beside it, then `k` random moves
    /// backwards (a walk, or a pull of the box when you step straight away from it), then
    /// more until neither the box nor you stand on the target, so that S, B and T all show
    /// (at k = 0, the moves up to the first pull). A maze where that takes too long is drawn
    /// again.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        loop {
            let Some(mut maze) = random_maze(rng, (3, 10), 1) else {
                continue;
            };
            maze.block = maze.target;
            let beside: Vec<Cell> = (0..4).filter_map(|d| maze.step(maze.target, d)).collect();
            if beside.is_empty() {
                continue;
            }
            maze.you = beside[draw(rng, beside.len())];
            let extra = 16 * maze.rows.len() * maze.rows[0].len();
            for taken in 0..k as usize + extra {
                if taken >= k as usize && maze.block != maze.target && maze.you != maze.target {
                    return to_input(&[maze]);
                }
                let d = draw(rng, 4);
                let Some(to) = maze.step(maze.you, d).filter(|&to| to != maze.block) else {
                    continue;
                };
                if maze.step(maze.you, d ^ 1) == Some(maze.block) {
                    maze.block = maze.you;
                }
                maze.you = to;
            }
        }
    }

    /// A maze whose fewest pushes lie in `reach`, you and the box placed among every pair
    /// the backward search reaches. The sides grow with k (5-12 at k = 0, 17-20 from k = 24)
    /// and past 12 pushes the target lies in the top-left quarter, so that far pairs are
    /// common: every k up to [`FAR_MOST`] is found within a few draws.
    fn far(&self, _: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        let hi = reach.hi.unwrap_or(FAR_MOST).min(FAR_MOST);
        if reach.lo > hi || hi == 0 {
            return Err(format!(
                "no maze is {reach} pushes from the target: gen serves 1 to {FAR_MOST} pushes"
            ));
        }
        let least = (5 + reach.lo as usize / 2).min(17);
        for _ in 0..FAR_DRAWS {
            let walls = 1 + draw(rng, 2);
            let Some(mut maze) = random_maze(rng, (least, (least + 7).min(20)), walls) else {
                continue;
            };
            if reach.lo > 12 {
                let (r, c) = (maze.rows.len() / 2, maze.rows[0].len() / 2);
                let corner: Vec<Cell> = floor(&maze).filter(|&(i, j)| i < r && j < c).collect();
                match corner.is_empty() {
                    true => continue,
                    false => maze.target = corner[draw(rng, corner.len())],
                }
            }
            let togo = to_target(&maze);
            let mut far: Vec<(Cell, Cell)> = Vec::new();
            for block in floor(&maze).filter(|&b| b != maze.target) {
                for you in floor(&maze).filter(|&y| y != block && y != maze.target) {
                    let pushes = togo[maze.index((block, you))].map(|c| c.0);
                    if pushes.is_some_and(|p| reach.holds(p) && p <= hi) {
                        far.push((block, you));
                    }
                }
            }
            if !far.is_empty() {
                (maze.block, maze.you) = far[draw(rng, far.len())];
                return Ok(to_input(&[maze]));
            }
        }
        Err(format!(
            "no maze {}..={hi} pushes from the target in {FAR_DRAWS} draws",
            reach.lo
        ))
    }

    /// A maze 1-20 a side with a few walls, you, the box and the target anywhere: solvable
    /// or not.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        loop {
            let walls = draw(rng, 3);
            if let Some(maze) = random_maze(rng, (1, 20), walls) {
                return to_input(&[maze]);
            }
        }
    }

    /// 20 × 20 mazes with one cell in 8 a wall, as many as the 4 MiB cap holds.
    fn largest(&self, rng: &mut Mt19937) -> String {
        let maze = loop {
            if let Some(m) = random_maze(rng, (20, 20), 1) {
                break m;
            }
        };
        let one = to_input(&[maze]).strip_suffix("0 0\n").unwrap().to_string();
        cases_to_cap(false, "0 0\n", || one.clone())
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        ask.facts(self.name())?;
        Ok(Counted::from(
            "AcWing 174 pushing box: each maze is its own space of (box, you) pairs; nothing to count\n".to_string(),
        ))
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    /// The largest mazes, 20 × 20, a wall in one cell of eight; the statement states no
    /// count of mazes, and this holds [`FULLEST_MAZES`]. Each maze keeps [`Problem::for_pack`].
    fn fullest(&self, tables: &Tables, rng: &mut Mt19937) -> Option<String> {
        let mut mazes = Vec::new();
        while mazes.len() < FULLEST_MAZES {
            let maze = random_maze(rng, (20, 20), 1);
            if let Some(maze) =
                maze.filter(|m| self.for_pack(tables, &to_input(std::slice::from_ref(m))))
            {
                mazes.push(maze);
            }
        }
        Some(to_input(&mazes))
    }

    /// A maze whose way depends on how AcWing's sentence on ties is read (the way the
    /// breadth-first search prints, [`canonical`], or the pushes' letters first,
    /// [`pushes_first`]) is not shipped. An input the parser refuses is left to it.
    fn for_pack(&self, _: &Tables, input: &str) -> bool {
        let parted = |m: &Maze| canonical(m) != pushes_first(m, &to_target(m), [0, 1, 2, 3]);
        parse(input).map_or(true, |mazes| !mazes.iter().any(parted))
    }

    /// The textbook: the plain breadth-first search forwards over (box, last push) states,
    /// the way AcWing expects ([`canonical`]).
    fn textbook(&self, input: &str) -> Option<String> {
        let mazes = parse(input).ok()?;
        let each = mazes
            .iter()
            .enumerate()
            .map(|(k, m)| answer(k + 1, canonical(m).as_deref()));
        Some(each.collect())
    }
}

/// The output block of maze `k`: its header, its way or `Impossible.`, a blank line.
pub fn answer(k: usize, way: Option<&str>) -> String {
    format!("Maze #{k}\n{}\n\n", way.unwrap_or(IMPOSSIBLE))
}

/// The known wrong solutions a data pack must fail ([`crate::wrong`]): four plain searches,
/// each wrong in one way, run on every maze of the input, and a misspelt `Impossible.`.
static WRONG: [Wrong; 5] = [
    Wrong {
        name: "fewest_moves_in_total",
        source: "the statement: the fewest pushes first, then the fewest walks; a breadth-first search over (box, you) in which a walk and a push each count one move finds the fewest moves in all",
        how: How::Program(|_, input| each_maze(input, fewest_moves_in_total)),
    },
    Wrong {
        name: "walks_fixed_at_first_visit",
        source: "docs/bins/acwing_pushing_box.md: a breadth-first search by pushes that fixes each state's walks the first time it reaches it walks too far (the cases first-visit-1 to first-visit-3)",
        how: How::Program(|_, input| each_maze(input, |maze| first_visit(maze, false))),
    },
    Wrong {
        name: "box_cell_marked_alone",
        source: "docs/bins/acwing_pushing_box.md: the box may come back to a cell it left, from another side, and a search over box cells alone misses such ways (the case comes-back)",
        how: How::Program(|_, input| each_maze(input, |maze| first_visit(maze, true))),
    },
    Wrong {
        name: "walks_through_the_box",
        source: "docs/bins/acwing_pushing_box.md: between pushes you walk round the box (your fewest steps with the box in the way)",
        how: How::Program(|_, input| each_maze(input, walks_through_the_box)),
    },
    Wrong {
        name: "impossible_without_full_stop",
        source: "the statement: a maze with no way prints `Impossible.`, with its full stop",
        how: How::Model(|answer| Attempt::Printed(answer.replace(IMPOSSIBLE, "Impossible"))),
    },
];

/// What a program that finds each maze's way by `way` prints for `input` (nothing for an
/// input it cannot read).
fn each_maze(input: &str, way: impl Fn(&Maze) -> Option<String>) -> Attempt {
    let Ok(mazes) = parse(input) else {
        return Attempt::Printed(String::new());
    };
    let each = mazes.iter().enumerate();
    Attempt::Printed(
        each.map(|(k, m)| answer(k + 1, way(m).as_deref()))
            .collect(),
    )
}

/// A wrong solution: a breadth-first search over (box, you) pairs in which a walk and a push
/// each count one move, trying N S W E; the first pair with the box on the target ends it.
/// It finds the fewest moves in all, which may take more pushes than the fewest.
pub fn fewest_moves_in_total(maze: &Maze) -> Option<String> {
    let cells = maze.rows.len() * maze.rows[0].len();
    // Per pair: the pair it came from and the letter of the move.
    let mut came: Vec<Option<(usize, u8)>> = vec![None; cells * cells];
    let start = (maze.block, maze.you);
    came[maze.index(start)] = Some((usize::MAX, 0));
    let mut queue = VecDeque::from([start]);
    while let Some((b, y)) = queue.pop_front() {
        let here = maze.index((b, y));
        if b == maze.target {
            let mut way = Vec::new();
            let mut at = here;
            while let Some((before, letter)) = came[at].filter(|c| c.0 != usize::MAX) {
                way.push(letter as char);
                at = before;
            }
            return Some(way.iter().rev().collect());
        }
        for (d, &(letter, _, _)) in DIRECTIONS.iter().enumerate() {
            let Some(to) = maze.step(y, d) else {
                continue;
            };
            let (next, letter) = match (to == b, maze.step(b, d)) {
                (false, _) => ((b, to), letter.to_ascii_lowercase()),
                (true, Some(after)) => ((after, to), letter),
                (true, None) => continue,
            };
            if came[maze.index(next)].is_none() {
                came[maze.index(next)] = Some((here, letter));
                queue.push_back(next);
            }
        }
    }
    None
}

/// A wrong solution: a breadth-first search by pushes over (box, you) pairs, you standing
/// where the last push left you, trying N S W E: a pair is queued the first time a push
/// reaches it, with that push's walks, and the first pair taken off the queue with the box
/// on the target ends it. Its pushes are the fewest; its walks may not be. With
/// `box_alone`, the box's cells are marked instead of the pairs (the start's too): the box
/// never comes back to a cell, and a way that needs it to is missed.
pub fn first_visit(maze: &Maze, box_alone: bool) -> Option<String> {
    let cells = maze.rows.len() * maze.rows[0].len();
    let mark = |(b, y): (Cell, Cell)| maze.index((b, if box_alone { b } else { y }));
    let mut seen = vec![false; cells * cells];
    seen[mark((maze.block, maze.you))] = box_alone;
    // The queue, never emptied: the box, you, the entry it came from, the push.
    let mut queue = vec![(maze.block, maze.you, usize::MAX, 0)];
    let mut head = 0;
    while let Some(&(b, y, _, _)) = queue.get(head) {
        if b == maze.target {
            let mut pushes = Vec::new();
            while let Some(&(_, _, before, d)) = queue.get(head) {
                pushes.push(d);
                head = before;
            }
            pushes.pop(); // the start's entry
            pushes.reverse();
            return Some(moves_of(maze, &pushes, false));
        }
        let dist = walks_from(maze, y, b);
        for d in 0..4 {
            let (Some(behind), Some(after)) = (maze.step(b, d ^ 1), maze.step(b, d)) else {
                continue;
            };
            if dist[behind.0][behind.1].is_some()
                && !std::mem::replace(&mut seen[mark((after, b))], true)
            {
                queue.push((after, b, head, d));
            }
        }
        head += 1;
    }
    None
}

/// A cell off every maze: a walk that must not pass it passes anywhere.
const NOWHERE: Cell = (usize::MAX, usize::MAX);

/// A wrong solution: Dijkstra over (box, you) pairs, you standing where the last push left
/// you, costs (pushes, walks), but each walk measured (and taken) as if the box were not
/// there. Its walks may cross the box.
pub fn walks_through_the_box(maze: &Maze) -> Option<String> {
    let cells = maze.rows.len() * maze.rows[0].len();
    // Per pair: its least cost, the pair it came from and the push.
    let mut best: Vec<Option<(Cost, usize, usize)>> = vec![None; cells * cells];
    best[maze.index((maze.block, maze.you))] = Some(((0, 0), usize::MAX, 0));
    let mut heap = BinaryHeap::from([Reverse(((0, 0), maze.block, maze.you))]);
    while let Some(Reverse((cost, b, y))) = heap.pop() {
        let here = maze.index((b, y));
        let Some((least, _, _)) = best[here].filter(|known| known.0 == cost) else {
            continue;
        };
        if b == maze.target {
            let mut pushes = Vec::new();
            let mut at = here;
            while let Some((_, before, d)) = best[at].filter(|known| known.1 != usize::MAX) {
                pushes.push(d);
                at = before;
            }
            pushes.reverse();
            return Some(moves_of(maze, &pushes, true));
        }
        let dist = walks_from(maze, y, NOWHERE);
        for d in 0..4 {
            let (Some(behind), Some(after)) = (maze.step(b, d ^ 1), maze.step(b, d)) else {
                continue;
            };
            let Some(walk) = dist[behind.0][behind.1] else {
                continue;
            };
            let next = (least.0 + 1, least.1 + walk);
            let slot = &mut best[maze.index((after, b))];
            if slot.map_or(true, |known| next < known.0) {
                *slot = Some((next, here, d));
                heap.push(Reverse((next, after, b)));
            }
        }
    }
    None
}

/// The moves of a way given by its pushes' directions: before each push, the walk behind
/// the box that a breadth-first search from your cell, trying N S W E, finds first; round
/// the box, or through it where `through` says so.
fn moves_of(maze: &Maze, pushes: &[usize], through: bool) -> String {
    let (mut you, mut block, mut path) = (maze.you, maze.block, String::new());
    for &d in pushes {
        let behind = maze.step(block, d ^ 1).expect("a push from the floor");
        let in_the_way = if through { NOWHERE } else { block };
        path += &first_found_walk(maze, (you, behind, in_the_way), [0, 1, 2, 3]);
        path.push(DIRECTIONS[d].0 as char);
        (you, block) = (block, maze.step(block, d).expect("a push onto the floor"));
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        let t = Tables::new();
        let input = "1 7\nSB....T\n1 7\nSB..#.T\n0 0\n";
        let check = |out: &str| PushingBox.check(&t, input, out, None).exit_code();
        assert_eq!(check("Maze #1\nEEEEE\n\nMaze #2\nImpossible.\n\n"), 0);
        assert_eq!(check("Maze #1\nEEEEE\nMaze #2\nImpossible."), 0);
        assert_eq!(check("Maze #1\nEEEE\n\nMaze #2\nImpossible.\n\n"), 1);
        assert_eq!(check("Maze #1\nEEEEEw\n\nMaze #2\nImpossible.\n\n"), 1);
        assert_eq!(check("Maze #1\nImpossible.\n\nMaze #2\nImpossible.\n\n"), 1);
        assert_eq!(check("Maze #1\nEEEEEx\n\nMaze #2\nImpossible.\n\n"), 2);
        assert_eq!(check("Maze 1\nEEEEE\n\nMaze #2\nImpossible.\n\n"), 2);
        assert_eq!(check("Maze #1\nEEEEE\n\n"), 2);
        assert_eq!(PushingBox.check(&t, "1 3\n", "", None).exit_code(), 3);
    }

    #[test]
    fn any_way_fewest_in_pushes_then_walks_is_right() {
        let t = Tables::new();
        let input = "3 3\nS..\n.B.\n..T\n0 0\n";
        let m = &parse(input).unwrap()[0];
        assert_eq!(fewest(m), Some((2, 3)));
        assert_eq!(canonical(m).as_deref(), Some("eSwsE"));
        let togo = to_target(m);
        assert_eq!(
            pushes_first(m, &togo, [0, 1, 2, 3]).as_deref(),
            Some("eSwsE")
        );
        assert_eq!(bfs_way(m, [3, 2, 1, 0]).as_deref(), Some("sEneS"));
        let check = |way: &str| {
            PushingBox
                .check(&t, input, &answer(1, Some(way)), None)
                .exit_code()
        };
        assert_eq!((check("eSwsE"), check("sEneS")), (0, 0));
        assert_eq!((check("eSwsEw"), check("esSwsE")), (1, 1));
    }

    /// The (pushes, walks) of a wrong solution's way, or why it is not one.
    fn cost(maze: &Maze, way: Option<String>) -> Option<Result<Cost, String>> {
        way.map(|way| replay(maze, &way))
    }

    #[test]
    fn the_wrong_solutions_fail_where_they_should() {
        let sample = "8 4\n....\n.##.\n.#..\n.#..\n.#.B\n.##S\n....\n###T\n";
        let m = &parse(sample).unwrap()[0];
        assert_eq!(fewest(m), Some((3, 16)));
        assert_eq!(cost(m, fewest_moves_in_total(m)), Some(Ok((5, 4))));
        let through = "move 1 (n) walks into the box".to_string();
        assert_eq!(cost(m, walks_through_the_box(m)), Some(Err(through)));
        let m = &parse("3 5\n...S#\n..B..\nT..##\n").unwrap()[0];
        assert_eq!(fewest(m), Some((3, 3)));
        assert_eq!(cost(m, first_visit(m, false)), Some(Ok((3, 5))));
        let comes_back = "5 6\n.#....\n.#.#..\n...#..\n..B.#.\n##T.S#\n";
        let m = &parse(comes_back).unwrap()[0];
        assert_eq!(cost(m, first_visit(m, false)), Some(Ok((3, 8))));
        assert_eq!(first_visit(m, true), None);
        let t = Tables::new();
        let impossible = answer(1, None);
        let misspelt = WRONG[4].run(&t, "1 3\nBST\n", &impossible);
        assert_eq!(misspelt, Attempt::Printed("Maze #1\nImpossible\n\n".into()));
    }

    #[test]
    fn a_pack_ships_no_maze_the_two_readings_part() {
        let t = Tables::new();
        let tie = include_str!("../../cases/acwing_pushing_box/tie-1.in");
        assert!(!PushingBox.for_pack(&t, tie));
        assert!(PushingBox.for_pack(&t, "1 7\nSB....T\n1 7\nSB..#.T\n0 0\n"));
        assert!(PushingBox.for_pack(&t, "1 3\n"));
    }
}
