// Luogu P1979 [NOIP2013 提高组] 华容道: https://www.luogu.com.cn/problem/P1979
// Input:  n m q (n, m <= 30, q <= 500), n rows of m cells (0 fixed, 1 free), then q lines
//         EX EY SX SY TX TY: the blank, the chosen piece, its target (1-based).
// Output: per query, the fewest moves that bring the piece to the target, or -1.
// Method: the piece moves only with the blank beside it, so a state is (piece cell, side of
//         the blank). Once per board, BFS finds the blank's fewest moves round each cell
//         between its sides, and which states join. Per query, BFS brings the blank to the
//         piece, then A* runs over the states, its lower bound from the rows and columns.
// Cost:   once, at most 3 BFS per cell; per query, one BFS and one A* over at most 4 n m
//         states. Times and peaks: docs/benchmarks.md.
// Adapt:  larger boards or more queries: SIDE_LIMIT, QUERY_LIMIT.
//         Proofs and where the format comes from: docs/bins/p1979_klotski.md.

use std::io::{self, Read, Write};

/// The largest n and m read.
const SIDE_LIMIT: usize = 30;

/// The most queries read.
const QUERY_LIMIT: usize = 500;

/// A cell is `row * WIDTH + column`, the board framed by fixed cells (row and column 0 and
/// one past the last), so every free cell has its four neighbours in the array.
const WIDTH: usize = SIDE_LIMIT + 2;

/// The steps to the four sides: up, left, right, down (`3 - side` is the opposite side).
const STEPS: [isize; 4] = [-(WIDTH as isize), -1, 1, WIDTH as isize];

/// Not reachable.
const FAR: u32 = u32::MAX;

/// The four neighbours of `cell`, by side.
fn sides(cell: usize) -> [usize; 4] {
    STEPS.map(|step| (cell as isize + step) as usize)
}

/// The blank's breadth-first search, its arrays kept from one search to the next.
struct Blank {
    /// Moves from the start, FAR where not reached, and SHUT on fixed cells and the wall.
    dist: Vec<u32>,
    /// The cells the last search reached, in order: its queue, and what the next resets.
    queue: Vec<usize>,
}

/// A cell the blank may not enter.
const SHUT: u32 = FAR - 1;

impl Blank {
    fn new(free: &[bool]) -> Blank {
        let dist = free.iter().map(|&f| if f { FAR } else { SHUT }).collect();
        Blank {
            dist,
            queue: Vec::new(),
        }
    }

    /// The blank's fewest moves to `cell` in the last search, FAR if not reached.
    fn to(&self, cell: usize) -> u32 {
        if self.dist[cell] < SHUT {
            self.dist[cell]
        } else {
            FAR
        }
    }

    /// The blank's fewest moves from `from` to each cell, never through `wall` (the piece).
    /// It stops once every cell of `wanted` is reached or, given the ways round the wall
    /// between its four sides (`wanted` then being those sides), once every side joined to
    /// the first one reached is: the others lie beyond the wall.
    fn search(
        &mut self,
        (from, wall): (usize, usize),
        wanted: &[usize],
        around: Option<&[[u32; 4]; 4]>,
    ) {
        for &cell in &self.queue {
            self.dist[cell] = FAR;
        }
        self.queue.clear();
        if self.dist[from] == SHUT || from == wall {
            return;
        }
        let kept = self.dist[wall];
        self.dist[wall] = SHUT;
        let mut left = wanted
            .iter()
            .filter(|&&w| self.dist[w] == FAR && w != from)
            .count();
        let mut first = true;
        self.dist[from] = 0;
        self.queue.push(from);
        let mut head = 0;
        while left > 0 && head < self.queue.len() {
            let cell = self.queue[head];
            head += 1;
            for next in sides(cell) {
                if self.dist[next] == FAR {
                    self.dist[next] = self.dist[cell] + 1;
                    self.queue.push(next);
                    if let Some(i) = wanted.iter().position(|&w| w == next) {
                        left = match around {
                            Some(a) if first => {
                                (0..4).filter(|&j| j != i && a[i][j] != FAR).count()
                            }
                            _ => left - 1,
                        };
                        first = false;
                    }
                }
            }
        }
        self.dist[wall] = kept;
    }
}

/// For each free cell and each two sides, the blank's fewest moves round the piece there
/// from one side to the other, the piece staying put. The way back is as long, so a search
/// from each side looks only for the sides after it: at most 3 searches a cell.
fn round_trips(free: &[bool], blank: &mut Blank) -> Vec<[[u32; 4]; 4]> {
    let mut around = vec![[[FAR; 4]; 4]; free.len()];
    for cell in (0..free.len()).filter(|&c| free[c]) {
        let sides = sides(cell);
        for a in 0..4 {
            blank.search((sides[a], cell), &sides[a + 1..], None);
            for b in a..4 {
                let d = if a == b { 0 } else { blank.to(sides[b]) };
                around[cell][a][b] = d;
                around[cell][b][a] = d;
            }
        }
    }
    around
}

/// The moves from a state (`cell * 4 + side`) and their costs, FAR for none: the blank
/// round to each side, or the piece into the blank's cell for 1 move (the blank then on the
/// side the piece came from).
fn moves(around: &[[[u32; 4]; 4]], state: usize) -> [(usize, u32); 5] {
    let (cell, side) = (state / 4, state % 4);
    let turn = |to: usize| (cell * 4 + to, around[cell][side][to]);
    [
        turn(0),
        turn(1),
        turn(2),
        turn(3),
        (sides(cell)[side] * 4 + 3 - side, 1),
    ]
}

/// Labels the states by the part of the graph they lie in: a query whose start and target
/// lie apart answers -1 without a search. States of a fixed cell or side stay unlabelled.
fn parts(free: &[bool], around: &[[[u32; 4]; 4]]) -> Vec<u32> {
    let mut part = vec![FAR; free.len() * 4];
    for first in 0..part.len() {
        if part[first] != FAR || !free[first / 4] || !free[sides(first / 4)[first % 4]] {
            continue;
        }
        part[first] = first as u32;
        let mut stack = vec![first];
        while let Some(state) = stack.pop() {
            for (next, cost) in moves(around, state) {
                if cost != FAR && part[next] == FAR {
                    part[next] = first as u32;
                    stack.push(next);
                }
            }
        }
    }
    part
}

/// A lower bound on the moves left with the piece at `cell` and the blank on `side`, x rows
/// and y columns from the target. An optimal way moves the piece k >= x + y times (never
/// straight back: that undoes the last move), and between two moves the blank needs 2
/// moves to a side at right angles, 4 to the side straight ahead; at most 2 min(x, y) turns
/// are at right angles. So 3 (x + y) - 2 + 2 max(0, |x - y| - 1), and 2 more if the blank
/// is not yet on a side towards the target. A* with a bound that never overestimates takes
/// the target first at its fewest moves.
fn bound(state: usize, target: usize) -> u32 {
    let (cell, side) = (state / 4, state % 4);
    let (r, c, tr, tc) = (cell / WIDTH, cell % WIDTH, target / WIDTH, target % WIDTH);
    let (x, y) = (r.abs_diff(tr) as u32, c.abs_diff(tc) as u32);
    let towards = [tr < r, tc < c, tc > c, tr > r][side];
    match x + y {
        0 => 0,
        d => 3 * d - 2 + 2 * x.abs_diff(y).saturating_sub(1) + if towards { 0 } else { 2 },
    }
}

/// The board once searched: the ways round, the parts, and the arrays every query reuses.
struct Solver {
    free: Vec<bool>,
    around: Vec<[[u32; 4]; 4]>,
    part: Vec<u32>,
    blank: Blank,
    best: Vec<u32>,
    /// A* queue: the states by their bound on the whole way, one bucket a bound.
    buckets: Vec<Vec<usize>>,
}

impl Solver {
    fn new(free: Vec<bool>) -> Solver {
        let mut blank = Blank::new(&free);
        let around = round_trips(&free, &mut blank);
        let part = parts(&free, &around);
        let best = vec![FAR; free.len() * 4];
        Solver {
            free,
            around,
            part,
            blank,
            best,
            buckets: Vec::new(),
        }
    }

    /// Keeps `g` moves for `state` if fewer than known, queued under g plus its bound.
    fn offer(&mut self, state: usize, g: u32, target: usize) {
        if g < self.best[state] {
            self.best[state] = g;
            let f = (g + bound(state, target)) as usize;
            if f >= self.buckets.len() {
                self.buckets.resize(f + 1, Vec::new());
            }
            self.buckets[f].push(state);
        }
    }

    /// The fewest moves of one query: the blank brought beside the piece, then A* over the
    /// states from the sides it reached.
    fn fewest(&mut self, start: usize, piece: usize, target: usize) -> Option<u32> {
        if piece == target {
            return Some(0);
        }
        let sides = sides(piece);
        self.blank
            .search((start, piece), &sides, Some(&self.around[piece]));
        let reached: Vec<usize> = (0..4).filter(|&s| self.blank.to(sides[s]) != FAR).collect();
        let joined =
            |s: &usize| (0..4).any(|t| self.part[target * 4 + t] == self.part[piece * 4 + s]);
        if !reached.iter().any(joined) {
            return None;
        }
        self.best.iter_mut().for_each(|b| *b = FAR);
        for b in &mut self.buckets {
            b.clear();
        }
        for s in reached {
            self.offer(piece * 4 + s, self.blank.to(sides[s]), target);
        }
        let mut f = 0;
        loop {
            let state = match self.buckets.get_mut(f)?.pop() {
                Some(state) => state,
                None => {
                    f += 1;
                    continue;
                }
            };
            let g = self.best[state];
            if g + bound(state, target) < f as u32 {
                continue; // queued again since, under a smaller bound: taken already
            }
            if state / 4 == target {
                return Some(g);
            }
            for (next, cost) in moves(&self.around, state) {
                if cost == FAR {
                    continue;
                }
                self.offer(next, g + cost, target);
                f = f.min((g + cost + bound(next, target)) as usize);
            }
        }
    }
}

/// Reads one number in `1..=most`; `what` names it in the error.
fn number<'a>(
    words: &mut impl Iterator<Item = &'a str>,
    most: usize,
    what: impl Fn() -> String,
) -> Result<usize, String> {
    match words.next().map(|word| (word, word.parse::<usize>())) {
        Some((_, Ok(n))) if (1..=most).contains(&n) => Ok(n),
        Some((word, _)) => Err(format!("{} must be 1-{most}, not '{}'", what(), clip(word))),
        None => Err(format!("the input ends before {}", what())),
    }
}

/// Reads the board: n rows of m cells, each 0 or 1, framed by fixed cells.
fn board<'a>(
    words: &mut impl Iterator<Item = &'a str>,
    n: usize,
    m: usize,
) -> Result<Vec<bool>, String> {
    let mut free = vec![false; WIDTH * (n + 2)];
    for r in 1..=n {
        for c in 1..=m {
            free[r * WIDTH + c] = match words.next() {
                Some("1") => true,
                Some("0") => false,
                Some(word) => return Err(format!("cell {r} {c}: '{}' is not 0 or 1", clip(word))),
                None => return Err(format!("the input ends before cell {r} {c}")),
            };
        }
    }
    Ok(free)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let mut words = words(input)?;
    let n = number(&mut words, SIDE_LIMIT, || "n".into())?;
    let m = number(&mut words, SIDE_LIMIT, || "m".into())?;
    let q = number(&mut words, QUERY_LIMIT, || "q".into())?;
    let mut solver = Solver::new(board(&mut words, n, m)?);
    let mut out = String::new();
    for i in 1..=q {
        let mut cell = |what: &str| -> Result<usize, String> {
            let r = number(&mut words, n, || format!("query {i}'s {what} row"))?;
            let c = number(&mut words, m, || format!("query {i}'s {what} column"))?;
            Ok(r * WIDTH + c)
        };
        let (start, piece, target) = (cell("blank")?, cell("piece")?, cell("target")?);
        if !solver.free[start] || !solver.free[piece] || start == piece {
            return Err(format!(
                "query {i}: the blank and the piece must be two free cells"
            ));
        }
        match solver.fewest(start, piece, target) {
            Some(moves) => out += &format!("{moves}\n"),
            None => out += "-1\n",
        }
    }
    if let Some(extra) = words.next() {
        return Err(format!("'{}' after the last query", clip(extra)));
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
