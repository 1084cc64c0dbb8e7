// AcWing 174 推箱子: https://www.acwing.com/problem/content/176/ (POJ 1475 Pushing Boxes)
// Input:  mazes of r c (1-20) and r rows of c cells, until 0 0: # wall, . floor, S you,
//         B the box, T its target.
// Output: per maze, Maze #k, then the moves (NSWE pushes, nswe walks) or Impossible., then
//         a blank line. Fewest pushes, then walks; ties broken as the usual BFS over (box,
//         last push) does: pushes tried in ORDER, a state kept from the earliest queued
//         state reaching it at least cost, the earliest queued on T; walks first in ORDER.
// Method: A* back from the target over (box, your side), your walks round the box by BFS;
//         then the states of best ways, ranked by where that BFS queues them.
// Cost:   at most 4 r c states and a BFS of r c cells each, a maze; docs/benchmarks.md.
// Adapt:  POJ 1475 is the origin (no Rust there; it takes any best way). Another order:
//         ORDER. Larger mazes: MAZE_LIMIT. Rule, evidence: docs/bins/acwing_pushing_box.md.
//
// The ties exactly: the states (box, the push that brought it) are queued as a search by
// pushes meets them: the first push's states in ORDER, then, for each queued state in turn,
// its pushes in ORDER, a state queued the first time any push reaches it, whatever the walk.
// A state's parent is the earliest queued state from which a push reaches it at its least
// (pushes, walks); the way ends at the earliest queued state with the box on T at the least
// cost; each walk takes at each step the first direction in ORDER still on a shortest walk.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::{self, Read, Write};

/// The largest r and c read.
const MAZE_LIMIT: usize = 20;

/// The directions, most preferred first, for pushes and for walks alike (AcWing: N S W E).
const ORDER: [u8; 4] = *b"NSWE";

// ORDER holds each of N, S, W and E once.
const _: () = {
    let (mut seen, mut i) = ([false; 4], 0);
    while i < 4 {
        let at = match ORDER[i] {
            b'N' => 0,
            b'S' => 1,
            b'W' => 2,
            b'E' => 3,
            _ => panic!("ORDER holds a letter other than N, S, W and E"),
        };
        assert!(!seen[at], "ORDER holds a letter twice");
        seen[at] = true;
        i += 1;
    }
};

/// Not reachable.
const FAR: u32 = u32::MAX;

/// One maze, framed by walls so every floor cell has its four neighbours in the array.
/// Cells are `row * width + column`; direction `d` is ORDER[d], a step of `steps[d]`.
struct Maze {
    floor: Vec<bool>,
    steps: [isize; 4],
    you: usize,
    block: usize,
    target: usize,
    cuts: Cuts,
    /// Your last walk's steps to each cell (FAR where not reached), and the cells it reached.
    dist: Vec<u32>,
    reached: Vec<usize>,
}

/// A depth-first search of the floor, for telling which cells the box cuts apart: each
/// cell's entry time, the earliest entry time its subtree reaches by one edge back (`low`),
/// the end of its subtree's times, its parent, and whether it may cut anything off (false:
/// the box there leaves the rest of its piece of floor in one part).
struct Cuts {
    time: Vec<usize>,
    low: Vec<usize>,
    end: Vec<usize>,
    parent: Vec<usize>,
    splits: Vec<bool>,
}

impl Maze {
    /// The cell next to `cell` in direction `d`.
    fn next(&self, cell: usize, d: usize) -> usize {
        (cell as isize + self.steps[d]) as usize
    }

    /// The direction opposite `d`.
    fn back(&self, d: usize) -> usize {
        (0..4).find(|&e| self.steps[e] == -self.steps[d]).unwrap()
    }

    /// Your fewest steps from `from` to each cell, never through the box at `block`, into
    /// `dist`; it stops once every cell of `wanted` is reached.
    fn walks(&mut self, from: usize, block: usize, wanted: &[usize]) {
        for &cell in &self.reached {
            self.dist[cell] = FAR;
        }
        self.reached.clear();
        self.dist[from] = 0;
        self.reached.push(from);
        let mut left = wanted
            .iter()
            .filter(|&&w| self.floor[w] && w != from && w != block)
            .count();
        let mut head = 0;
        while left > 0 && head < self.reached.len() {
            let cell = self.reached[head];
            head += 1;
            for d in 0..4 {
                let next = self.next(cell, d);
                if self.floor[next] && next != block && self.dist[next] == FAR {
                    self.dist[next] = self.dist[cell] + 1;
                    self.reached.push(next);
                    left -= usize::from(wanted.contains(&next));
                }
            }
        }
    }

    /// Your steps from `from` to each side of the box at `block`, FAR where you cannot. The
    /// search looks only for the sides on your part of the floor, not to cross it all.
    fn sides_from(&mut self, from: usize, block: usize) -> [u32; 4] {
        let sides = [0, 1, 2, 3].map(|d| self.next(block, d));
        let part = self.part(block, from);
        let joined = sides.map(|s| {
            if self.floor[s] && self.part(block, s) == part {
                s
            } else {
                from
            }
        });
        self.walks(from, block, &joined);
        sides.map(|s| if self.floor[s] { self.dist[s] } else { FAR })
    }

    /// The depth-first search behind [`Maze::part`], from every floor cell not yet reached.
    fn cut(&mut self) {
        let n = self.floor.len();
        let (mut time, mut low, mut end, mut parent) =
            (vec![n; n], vec![n; n], vec![n; n], vec![n; n]);
        let mut clock = 0;
        for root in (0..n).filter(|&c| self.floor[c]) {
            if time[root] != n {
                continue;
            }
            let mut stack = vec![(root, 0)];
            (time[root], low[root]) = (clock, clock);
            clock += 1;
            while let Some((cell, d)) = stack.pop() {
                if d == 4 {
                    end[cell] = clock;
                    if cell != root {
                        low[parent[cell]] = low[parent[cell]].min(low[cell]);
                    }
                    continue;
                }
                stack.push((cell, d + 1));
                let next = self.next(cell, d);
                if !self.floor[next] {
                    continue;
                }
                if time[next] == n {
                    (time[next], low[next], parent[next]) = (clock, clock, cell);
                    clock += 1;
                    stack.push((next, 0));
                } else if next != parent[cell] {
                    low[cell] = low[cell].min(time[next]);
                }
            }
        }
        let mut splits = vec![false; n];
        for cell in (0..n).filter(|&c| parent[c] != n) {
            splits[parent[cell]] |= low[cell] >= time[parent[cell]];
        }
        self.cuts = Cuts {
            time,
            low,
            end,
            parent,
            splits,
        };
    }

    /// Which part of the floor, the box standing at `block`, the cell `cell` lies in: two
    /// cells of one piece of floor get the same label exactly when you can walk between them.
    /// A cell in the subtree of a child of `block` that reaches no higher than `block` is cut
    /// off with that subtree; every other cell stays joined to the rest.
    fn part(&self, block: usize, cell: usize) -> usize {
        let c = &self.cuts;
        if !c.splits[block] {
            return usize::MAX;
        }
        let below = (c.time[block]..c.end[block]).contains(&c.time[cell]);
        let child = (0..4).map(|d| self.next(block, d)).find(|&k| {
            self.floor[k] && c.parent[k] == block && (c.time[k]..c.end[k]).contains(&c.time[cell])
        });
        match child {
            Some(k) if below && c.low[k] >= c.time[block] => k,
            _ => usize::MAX,
        }
    }
}

/// A cost: pushes in the high half, walks in the low one, so that the order of costs is
/// fewest pushes first, then fewest walks.
const PUSH: u64 = 1 << 32;

/// The least cost to bring the box onto the target from the states a way may pass through:
/// `togo[box * 4 + side]`, you standing on that side of the box. A* backwards from the
/// target: the state (box at `after`, you on side s) follows a push from the cell you stand
/// on, `before`, which you made from the cell beyond it, `behind`, having walked there round
/// the box from any side. A state is taken in the order of its cost plus the pushes the box
/// needs at least to come there from its start (its rows and columns apart: a bound that
/// drops by at most one a push). `first` holds the states the first push may reach, each
/// with its cost; the search stops once every state left costs more than the best way
/// through them, so every state of a best way has its least cost. Also returned: the walks
/// measured, `round[box * 4 + s]` from side s of the box to each side (FAR where you
/// cannot), which every state of a best way but the last needs.
fn to_target(maze: &mut Maze, first: &[(usize, u64)]) -> (Vec<u64>, Vec<Option<[u32; 4]>>) {
    let width = *maze.steps.iter().max().unwrap() as usize;
    let start = (maze.block / width, maze.block % width);
    let apart = |cell: usize| (cell / width).abs_diff(start.0) + (cell % width).abs_diff(start.1);
    let mut togo = vec![u64::MAX; maze.floor.len() * 4];
    // Your walks from each side of a box to the side behind it, measured once per pair.
    let mut round: Vec<Option<[u32; 4]>> = vec![None; maze.floor.len() * 4];
    let mut heap = BinaryHeap::new();
    for s in 0..4 {
        if maze.floor[maze.next(maze.target, s)] {
            togo[maze.target * 4 + s] = 0;
            heap.push(Reverse((
                apart(maze.target) as u64 * PUSH,
                0,
                maze.target * 4 + s,
            )));
        }
    }
    while let Some(Reverse((bound, cost, state))) = heap.pop() {
        let best = first.iter().map(|&(f, c)| c.saturating_add(togo[f])).min();
        if best.map_or(true, |best| bound > best) {
            break;
        }
        let (after, s) = (state / 4, state % 4);
        let before = maze.next(after, s);
        let behind = maze.next(before, s);
        if cost > togo[state] || !maze.floor[behind] {
            continue;
        }
        let walks = *round[before * 4 + s].get_or_insert_with(|| maze.sides_from(behind, before));
        for (from, &walk) in walks.iter().enumerate() {
            let (earlier, more) = (before * 4 + from, cost + PUSH + u64::from(walk));
            if walk != FAR && more < togo[earlier] {
                togo[earlier] = more;
                heap.push(Reverse((more + apart(before) as u64 * PUSH, more, earlier)));
            }
        }
    }
    (togo, round)
}

/// Your walk from `from` to `to` round the box at `block`: a shortest one, each step the
/// first in ORDER that stays shortest.
fn walk(maze: &mut Maze, from: usize, to: usize, block: usize, path: &mut String) {
    maze.walks(to, block, &[from]);
    let dist = &maze.dist;
    let mut at = from;
    while at != to {
        let d = (0..4)
            .find(|&d| maze.next(at, d) != block && dist[maze.next(at, d)] == dist[at] - 1)
            .unwrap();
        path.push(ORDER[d].to_ascii_lowercase() as char);
        at = maze.next(at, d);
    }
}

/// No state: the mark of a state not reached, and of the start as a state's parent.
const NONE: usize = usize::MAX;

/// Where the usual breadth-first search queues each state, `box * 4 + side`, that it
/// queues within `pushes` pushes (NONE elsewhere). That search takes the states by pushes:
/// first those of the first push, in ORDER of the push (`first`), then, state after state,
/// the pushes each makes, in ORDER, queuing a state the first time any push reaches it,
/// whatever the walk. Only whether you can walk behind the box matters here, so the
/// floor's cut test answers in place of a walk.
fn queue_order(maze: &Maze, first: &[(usize, u64)], pushes: u64) -> Vec<usize> {
    let mut rank = vec![NONE; maze.floor.len() * 4];
    let mut queue: Vec<usize> = first.iter().map(|&(s, _)| s).collect();
    for (i, &s) in queue.iter().enumerate() {
        rank[s] = i;
    }
    // The states before `level_end` need at most `level` pushes.
    let (mut head, mut level, mut level_end) = (0, 1, queue.len());
    while head < queue.len() {
        if head == level_end {
            (level, level_end) = (level + 1, queue.len());
        }
        if level >= pushes {
            break;
        }
        let state = queue[head];
        head += 1;
        let (block, you) = (state / 4, maze.next(state / 4, state % 4));
        let here = maze.part(block, you);
        for d in 0..4 {
            let (after, side) = (maze.next(block, d), maze.back(d));
            let behind = maze.next(block, side);
            let reached = behind == you || maze.part(block, behind) == here;
            let next = after * 4 + side;
            if maze.floor[after] && maze.floor[behind] && reached && rank[next] == NONE {
                rank[next] = queue.len();
                queue.push(next);
            }
        }
    }
    rank
}

/// The moves, or None: fewest pushes, then fewest walks, and among those the way the usual
/// breadth-first search prints. Only states of best ways count ([`best_ways`]). Each keeps
/// as its parent the earliest queued ([`queue_order`]) state whose push reaches it on a
/// best way, the way ends at the earliest queued of them with the box on the target, and
/// each walk is the first in ORDER at each step among the shortest. Where no state has two
/// such parents and one state alone ends a best way, there is no tie and no queue to rank.
fn moves(maze: &mut Maze) -> Option<String> {
    let sides = maze.sides_from(maze.you, maze.block);
    let first: Vec<(usize, u64)> = (0..4)
        .filter(|&d| maze.floor[maze.next(maze.block, d)] && sides[maze.back(d)] != FAR)
        .map(|d| {
            (
                maze.next(maze.block, d) * 4 + maze.back(d),
                PUSH + u64::from(sides[maze.back(d)]),
            )
        })
        .collect();
    let (togo, round) = to_target(maze, &first);
    let best = first
        .iter()
        .map(|&(s, c)| c.saturating_add(togo[s]))
        .min()
        .filter(|&b| b != u64::MAX)?;
    let (pushes, ends) = best_ways(maze, &first, best, &togo, &round);
    let mut parent = vec![NONE; togo.len()];
    let mut tied = ends.len() > 1;
    for &(from, to) in &pushes {
        tied |= parent[to] != NONE;
        parent[to] = from;
    }
    let mut end = ends[0];
    if tied {
        let rank = queue_order(maze, &first, best / PUSH);
        for &(from, to) in &pushes {
            if rank[from] < rank[parent[to]] {
                parent[to] = from;
            }
        }
        end = *ends.iter().min_by_key(|&&s| rank[s]).unwrap();
    }
    let mut chain = vec![end];
    while parent[chain[chain.len() - 1]] != NONE {
        chain.push(parent[chain[chain.len() - 1]]);
    }
    let (mut you, mut block, mut path) = (maze.you, maze.block, String::new());
    for &state in chain.iter().rev() {
        let side = state % 4;
        walk(maze, you, maze.next(block, side), block, &mut path);
        path.push(ORDER[maze.back(side)] as char);
        you = block;
        block = state / 4;
    }
    Some(path)
}

/// The states of best ways, `box * 4 + side`: those a push reaches from the start, or from
/// another such state, at a cost that adds up with the least cost to finish to `best`.
/// Returned: the pushes between two of them (from, to), and those with the box on the
/// target. A push's walk is read off `round`, measured for every state of a best way.
fn best_ways(
    maze: &Maze,
    first: &[(usize, u64)],
    best: u64,
    togo: &[u64],
    round: &[Option<[u32; 4]>],
) -> (Vec<(usize, usize)>, Vec<usize>) {
    let adds_up = |cost: u64, state: usize, total: u64| {
        togo[state] != u64::MAX && cost + togo[state] == total
    };
    let mut seen = vec![false; togo.len()];
    let mut todo: Vec<usize> = first
        .iter()
        .filter(|&&(s, c)| adds_up(c, s, best))
        .map(|&(s, _)| s)
        .collect();
    for &s in &todo {
        seen[s] = true;
    }
    let (mut pushes, mut ends) = (Vec::new(), Vec::new());
    while let Some(state) = todo.pop() {
        let block = state / 4;
        if block == maze.target {
            ends.push(state);
            continue;
        }
        for d in (0..4).filter(|&d| maze.floor[maze.next(block, d)]) {
            let next = maze.next(block, d) * 4 + maze.back(d);
            // The walks from behind the box were measured if `next` is on a best way.
            let walk = round[block * 4 + maze.back(d)].map_or(FAR, |w| w[state % 4]);
            if walk == FAR || !adds_up(PUSH + u64::from(walk), next, togo[state]) {
                continue;
            }
            pushes.push((state, next));
            if !seen[next] {
                seen[next] = true;
                todo.push(next);
            }
        }
    }
    (pushes, ends)
}

/// Reads one side of a maze, r or c.
fn maze_side(word: Option<&str>, what: &str) -> Result<usize, String> {
    let word = word.ok_or(format!("the input ends before {what}"))?;
    match word.parse::<usize>() {
        Ok(n) if n <= MAZE_LIMIT => Ok(n),
        _ => Err(format!(
            "{what} must be 1-{MAZE_LIMIT}, not '{}'",
            clip(word)
        )),
    }
}

/// Reads the r rows of c cells of one maze: one S, one B and one T.
fn maze<'a>(words: &mut impl Iterator<Item = &'a str>, r: usize, c: usize) -> Result<Maze, String> {
    if r == 0 || c == 0 {
        return Err(format!("r and c must be 1-{MAZE_LIMIT}, not {r} and {c}"));
    }
    let width = c + 2;
    let mut floor = vec![false; width * (r + 2)];
    let mut marks = [Vec::new(), Vec::new(), Vec::new()];
    for row in 1..=r {
        let line = words
            .next()
            .ok_or(format!("the input ends before row {row}"))?;
        if line.len() != c {
            return Err(format!("row {row}: '{}' is not {c} cells", clip(line)));
        }
        for (col, cell) in line.bytes().enumerate() {
            let at = row * width + col + 1;
            floor[at] = cell != b'#';
            match b"SBT".iter().position(|&m| m == cell) {
                Some(m) => marks[m].push(at),
                None if cell == b'#' || cell == b'.' => {}
                None => {
                    return Err(format!(
                        "row {row}: '{}' is not one of # . S B T",
                        cell as char
                    ))
                }
            }
        }
    }
    if marks.iter().any(|m| m.len() != 1) {
        let counts = marks.map(|m| m.len());
        return Err(format!(
            "a maze holds one S, one B and one T, not {counts:?}"
        ));
    }
    let w = width as isize;
    let steps = ORDER.map(|d| match d {
        b'N' => -w,
        b'S' => w,
        b'W' => -1,
        _ => 1,
    });
    let [you, block, target] = marks.map(|m| m[0]);
    let cuts = Cuts {
        time: Vec::new(),
        low: Vec::new(),
        end: Vec::new(),
        parent: Vec::new(),
        splits: Vec::new(),
    };
    let (dist, reached) = (vec![FAR; floor.len()], Vec::new());
    let mut maze = Maze {
        floor,
        steps,
        you,
        block,
        target,
        cuts,
        dist,
        reached,
    };
    maze.cut();
    Ok(maze)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let mut words = words(input)?;
    let mut out = String::new();
    for k in 1.. {
        let word = match words.next() {
            // The closing 0 0 may be missing: the input's end after a maze closes it too.
            None if k > 1 => break,
            word => word,
        };
        let (r, c) = (maze_side(word, "r")?, maze_side(words.next(), "c")?);
        if (r, c) == (0, 0) {
            if let Some(extra) = words.next() {
                return Err(format!("'{}' after the closing 0 0", clip(extra)));
            }
            break;
        }
        let path = moves(&mut maze(&mut words, r, c)?);
        out += &format!(
            "Maze #{k}\n{}\n\n",
            path.as_deref().unwrap_or("Impossible.")
        );
    }
    Ok(out)
}

/// The longest input read: it bounds memory and time whatever is piped in.
const MAX_INPUT: u64 = 1 << 22;

/// Standard input as text, at most [`MAX_INPUT`] bytes of it.
fn read_input() -> Result<String, String> {
    let mut bytes = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_INPUT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    if bytes.len() as u64 > MAX_INPUT {
        return Err(format!(
            "input longer than {MAX_INPUT} bytes: no valid input is that long"
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let byte = e.as_bytes()[at];
        format!(
            "byte 0x{byte:02X} at position {} is not valid UTF-8",
            at + 1
        )
    })
}

/// The input's whitespace-separated words; any byte but printable ASCII, space, tab and
/// line breaks (a BOM, NUL) is refused by position, as it could hide inside a word.
fn words(input: &str) -> Result<std::str::SplitAsciiWhitespace<'_>, String> {
    let allowed = |b: &u8| b.is_ascii_graphic() || matches!(b, b' ' | b'\t' | b'\n' | b'\r');
    match input.bytes().position(|b| !allowed(&b)) {
        Some(at) => Err(format!(
            "byte 0x{:02X} at position {} is not part of a valid input",
            input.as_bytes()[at],
            at + 1
        )),
        None => Ok(input.split_ascii_whitespace()),
    }
}

/// At most 20 characters of a word, for error messages.
fn clip(word: &str) -> String {
    let mut clipped: String = word.chars().take(20).collect();
    if clipped.len() < word.len() {
        clipped.push_str("...");
    }
    clipped
}

fn main() {
    let answer = read_input().and_then(|input| solve(&input));
    let written = answer.and_then(|output| {
        let mut out = io::stdout().lock();
        match out.write_all(output.as_bytes()).and_then(|()| out.flush()) {
            // A reader that has gone away is not an error: the answer is dropped.
            Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(format!("stdout: {e}")),
            _ => Ok(()),
        }
    });
    if let Err(message) = written {
        let _ = writeln!(io::stderr(), "error: {message}");
        std::process::exit(1);
    }
}
