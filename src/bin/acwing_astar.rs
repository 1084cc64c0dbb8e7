// AcWing 179 八数码: https://www.acwing.com/problem/content/181/
// Input:  nine words, 1-8 and x, the grid in reading order.
// Output: a shortest string of u/d/l/r moves of the x, or `unsolvable`.
// Method: a parity test, then A* on walking distance, inversions, and Manhattan + linear
//         conflicts per axis (consistent), with a bucket queue and a small hash table of
//         packed boards.
// Cost:   the farthest grids (31 moves) expand about 1,550 boards. Timings:
//         docs/benchmarks.md.
// Adapt:  GOAL may be any arrangement (0 for the x); the bound is `AStar::h` (its parts are
//         `Parts`), the search is `AStar`. Proofs: docs/bins/acwing_astar.md.

use std::io::{self, Read, Write};

/// The moves of the `x`: its letter and how its cell index changes. `m ^ 1` undoes `m`; moves
/// 0 and 1 are vertical (axis 0), 2 and 3 horizontal (axis 1); the even ones move the `x`
/// back in its axis's reading order, so the tile it swaps with moves forward.
const MOVES: [(u8, isize); 4] = [(b'u', -3), (b'd', 3), (b'l', -1), (b'r', 1)];
/// The goal in reading order, 0 for the `x`: any arrangement of 0-8.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];
/// `GOAL_CELL[t]`: the cell of tile `t` (0 the `x`) in [`GOAL`].
const GOAL_CELL: [usize; 9] = {
    let mut cell = [9; 9];
    let mut i = 0;
    while i < 9 {
        assert!(
            GOAL[i] < 9 && cell[GOAL[i] as usize] == 9,
            "GOAL must hold 0-8 once each"
        );
        cell[GOAL[i] as usize] = i;
        i += 1;
    }
    cell
};
/// [`GOAL`] packed by [`key_of`].
const GOAL_KEY: u64 = {
    let (mut key, mut i) = (0, 9);
    while i > 0 {
        i -= 1;
        key = key << 4 | GOAL[i] as u64;
    }
    key
};

/// The board packed 4 bits a cell, cell 0 lowest (the `x` is 0): a key that one move
/// updates with one subtraction and one addition.
fn key_of(board: &[u8; 9]) -> u64 {
    board
        .iter()
        .rev()
        .fold(0, |key, &c| key << 4 | u64::from(c))
}

/// The tile at `cell` of a packed board.
fn tile_at(key: u64, cell: usize) -> usize {
    (key >> (4 * cell) & 15) as usize
}

/// Where the `x` at `cell` lands after move `m` of [`MOVES`], if it stays on the grid.
fn step(cell: usize, m: usize) -> Option<usize> {
    let (row, col) = (cell / 3, cell % 3);
    let allowed = match MOVES[m].0 {
        b'u' => row > 0,
        b'd' => row < 2,
        b'l' => col > 0,
        _ => col < 2,
    };
    allowed.then(|| (cell as isize + MOVES[m].1) as usize)
}

/// The place of `cell` in the reading order of `axis`: row-major (0) or column-major (1).
const fn order(axis: usize, cell: usize) -> usize {
    if axis == 0 {
        cell
    } else {
        cell % 3 * 3 + cell / 3
    }
}

/// `PASSED[cell][m]`: the two cells between the `x` at `cell` and its target by move `m` in
/// that move's reading order, which the moved tile passes (`[9, 9]` if the move is off the
/// grid).
const PASSED: [[[usize; 2]; 4]; 9] = {
    let mut passed = [[[9; 2]; 4]; 9];
    let mut cell = 0;
    while cell < 9 {
        let mut m = 0;
        while m < 4 {
            let to = cell as isize + MOVES[m].1;
            let (row, col) = (cell / 3, cell % 3);
            let on = [row > 0, row < 2, col > 0, col < 2][m];
            if on {
                let axis = m / 2;
                let (a, b) = (order(axis, cell), order(axis, to as usize));
                let low = if a < b { a } else { b };
                let mut k = 0;
                while k < 2 {
                    // The reading place low + 1 + k, back to its cell.
                    let place = low + 1 + k;
                    passed[cell][m][k] = if axis == 0 {
                        place
                    } else {
                        place % 3 * 3 + place / 3
                    };
                    k += 1;
                }
            }
            m += 1;
        }
        cell += 1;
    }
    passed
};

/// The goal line of `tile` on `axis`: its goal row (0) or goal column (1).
fn home(axis: usize, tile: usize) -> usize {
    line_of(axis, GOAL_CELL[tile]).0
}

/// `DIGIT[axis][line][tile]`: what a line's code records of `tile` (0 for the `x`) standing
/// in row (axis 0) or column (axis 1) `line`: its goal place along the line if the line is
/// its goal line, else 3.
const DIGIT: [[[usize; 9]; 3]; 2] = {
    let mut digit = [[[3; 9]; 3]; 2];
    let mut tile = 1;
    while tile < 9 {
        let (row, col) = (GOAL_CELL[tile] / 3, GOAL_CELL[tile] % 3);
        digit[0][row][tile] = col;
        digit[1][col][tile] = row;
        tile += 1;
    }
    digit
};

/// `CONFLICTS[code]`: for a line whose three cells' digits (see [`DIGIT`]) are packed 2 bits
/// each in `code`, twice the fewest tiles to take out so that the tiles whose goal line it
/// is stand in goal order.
const CONFLICTS: [u8; 64] = {
    let mut table = [0u8; 64];
    let mut code = 0;
    while code < 64 {
        let d = [code & 3, code >> 2 & 3, code >> 4 & 3];
        let mut belong = 0;
        let mut i = 0;
        while i < 3 {
            belong += (d[i] < 3) as u8;
            i += 1;
        }
        // The longest run in goal order among those that belong (at most three).
        let longest = if before(d, 0, 1) && before(d, 1, 2) {
            3
        } else if before(d, 0, 1) || before(d, 0, 2) || before(d, 1, 2) {
            2
        } else if belong > 0 {
            1
        } else {
            0
        };
        table[code] = 2 * (belong - longest);
        code += 1;
    }
    table
};

/// Whether digits `i` and `j` (i < j) both belong to the line and stand in goal order.
const fn before(d: [usize; 3], i: usize, j: usize) -> bool {
    d[i] < 3 && d[j] < 3 && d[i] < d[j]
}

/// The code of line `line` on `axis` of a packed board (see [`Parts`]).
fn code(key: u64, axis: usize, line: usize) -> u8 {
    let digit = |place: usize| {
        let cell = if axis == 0 {
            line * 3 + place
        } else {
            place * 3 + line
        };
        DIGIT[axis][line][tile_at(key, cell)] << (2 * place)
    };
    (digit(0) | digit(1) | digit(2)) as u8
}

/// Parity of the inversion count of the eight tiles (the blank left out).
fn tile_parity(board: &[u8; 9]) -> u32 {
    let mut inversions = 0;
    for (i, &a) in board.iter().enumerate() {
        for &b in &board[i + 1..] {
            inversions += u32::from(a != 0 && b != 0 && a > b);
        }
    }
    inversions % 2
}

/// The walking-distance states numbered by a formula: one per table of counts (how many
/// tiles of each goal line stand in each line) and blank line.
pub struct Numbering {
    side: usize,
    /// The goal line of the blank's goal cell.
    blank_home: usize,
    /// `number[counts]`: a full line's counts (3 bits a goal line) among the `ways` ones.
    number: Vec<u8>,
    ways: usize,
    totals: u16,
    /// `first[prefix]`: the states before those whose full lines but the last are `prefix`.
    first: Vec<u16>,
    /// `room[left]`, then `last[room * ways + line]`: the last full line's rank in `left`.
    room: Vec<u8>,
    last: Vec<u8>,
    per_blank: usize,
}

impl Numbering {
    /// The numbering for n×n boards (n = 2, 3 or 4), the goal's blank in line `blank_home`.
    pub fn new(side: usize, blank_home: usize) -> Numbering {
        let field = |counts: usize, home: usize| counts >> (3 * home) & 7;
        let fits = |a: usize, b: usize| (0..side).all(|home| field(a, home) <= field(b, home));
        let mut number = vec![0u8; 1 << 12];
        let mut full = Vec::new();
        for (counts, slot) in number.iter_mut().enumerate() {
            let tiles: usize = (0..side).map(|home| field(counts, home)).sum();
            if tiles == side && counts < 1 << (3 * side) {
                *slot = full.len() as u8;
                full.push(counts);
            }
        }
        let ways = full.len();
        let total = |home: usize| (side - usize::from(home == blank_home)) << (3 * home);
        let totals: usize = (0..side).map(total).sum();
        let prefixes = ways.pow(side as u32 - 2);
        let mut first = vec![0u16; prefixes];
        let mut fitting = Vec::new();
        let (mut room, mut last) = (vec![u8::MAX; 1 << 12], Vec::new());
        let mut states = 0;
        for (prefix, first) in first.iter_mut().enumerate() {
            let mut left = totals;
            let mut fitted = true;
            for i in (0..side - 2).rev() {
                let line = full[prefix / ways.pow(i as u32) % ways];
                fitted &= fits(line, left);
                left = if fitted { left - line } else { left };
            }
            *first = states as u16;
            if !fitted {
                continue;
            }
            if room[left] == u8::MAX {
                room[left] = (last.len() / ways) as u8;
                let mut rank = 0;
                for &line in &full {
                    last.push(rank);
                    rank += u8::from(fits(line, left));
                }
                fitting.push(usize::from(rank));
            }
            states += fitting[usize::from(room[left])];
        }
        Numbering {
            side,
            blank_home,
            number,
            ways,
            totals: totals as u16,
            first,
            room,
            last,
            per_blank: states,
        }
    }

    /// The state number of these counts with the blank in line `blank`.
    pub fn state(&self, lines: &[u16; 4], blank: usize) -> usize {
        let number = |counts: u16| usize::from(self.number[usize::from(counts) & 0xFFF]);
        // The k-th full line, the blank's skipped.
        let full = |k: usize| lines[(k + usize::from(k >= blank)) & 3];
        let (mut prefix, mut left) = (0, self.totals);
        for k in 0..self.side - 2 {
            prefix = prefix * self.ways + number(full(k));
            left -= full(k);
        }
        let room = usize::from(self.room[usize::from(left) & 0xFFF]);
        let rank = self.last[room * self.ways + number(full(self.side - 2))];
        blank * self.per_blank + usize::from(self.first[prefix]) + usize::from(rank)
    }

    pub fn states(&self) -> usize {
        self.side * self.per_blank
    }

    /// The goal's counts: n tiles of goal line i in line i, n - 1 in the blank's.
    pub fn goal(&self) -> [u16; 4] {
        let side = self.side;
        let mut goal = [0u16; 4];
        for (line, counts) in goal.iter_mut().enumerate().take(side) {
            *counts = (side as u16 - u16::from(line == self.blank_home)) << (3 * line);
        }
        goal
    }

    /// The counts and blank line of `board` (goal lines by `home`, cells by `cell`).
    pub fn lines_of(
        &self,
        board: &[u8],
        home: &[u8],
        cell: impl Fn(usize, usize) -> usize,
    ) -> ([u16; 4], usize) {
        let mut lines = [0u16; 4];
        let mut blank = 0;
        for (line, counts) in lines.iter_mut().enumerate().take(self.side) {
            for i in 0..self.side {
                match board[cell(line, i)] {
                    0 => blank = line,
                    tile => *counts += 1 << (3 * home[usize::from(tile)]),
                }
            }
        }
        (lines, blank)
    }
}

/// The walking-distance tables for one side length: for each count table ([`Numbering`]),
/// the fewest line-crossing moves to the goal's, and the moves to its neighbours.
pub struct WalkingDistance {
    numbering: Numbering,
    /// Fewest line-crossing moves from each state to the goal's.
    distance: Vec<u8>,
    /// `next[(state * 2 + way) * side + home]`: the state after the blank moves to the
    /// previous line (way 0) or the next (way 1), passing a tile whose goal line is `home`.
    next: Vec<u16>,
}

impl WalkingDistance {
    /// Breadth-first search over the count tables from the goal's ([`Numbering::goal`]).
    /// Moves undo each other, so distance from the goal is distance to it.
    pub fn new(side: usize, blank_home: usize) -> WalkingDistance {
        let numbering = Numbering::new(side, blank_home);
        let states = numbering.states();
        let mut distance = vec![u8::MAX; states];
        let mut next = vec![u16::MAX; states * 2 * side];
        let goal = numbering.goal();
        let goal_state = numbering.state(&goal, blank_home);
        distance[goal_state] = 0;
        // The queue holds each table packed: its state from bit 40, the blank's line from
        // bit 36, and the counts of lines 0-2, 12 bits each (line 3 holds the rest).
        let pack = |lines: &[u16; 4], blank: usize, state: usize| {
            let low = u64::from(lines[0]) | u64::from(lines[1]) << 12 | u64::from(lines[2]) << 24;
            low | (blank as u64) << 36 | (state as u64) << 40
        };
        let totals = numbering.totals;
        let mut queue = Vec::with_capacity(states);
        queue.push(pack(&goal, blank_home, goal_state));
        let mut at = 0;
        while at < queue.len() {
            let key = queue[at];
            at += 1;
            let mut lines = [0, 1, 2, 0].map(|line| (key >> (12 * line) & 0xFFF) as u16);
            lines[3] = totals - lines[0] - lines[1] - lines[2];
            let blank = (key >> 36 & 3) as usize;
            let state = (key >> 40) as usize;
            let d = distance[state] + 1;
            for way in 0..2 {
                let from = (blank + 2 * way).wrapping_sub(1);
                if from >= side {
                    continue;
                }
                let base = (state * 2 + way) * side;
                for home in 0..side {
                    // A move found from the other end already (each move undoes itself).
                    if lines[from] >> (3 * home) & 7 == 0 || next[base + home] != u16::MAX {
                        continue;
                    }
                    let mut moved = lines;
                    moved[from] -= 1 << (3 * home);
                    moved[blank] += 1 << (3 * home);
                    let reached = numbering.state(&moved, from);
                    if distance[reached] == u8::MAX {
                        distance[reached] = d;
                        queue.push(pack(&moved, from, reached));
                    }
                    next[base + home] = reached as u16;
                    next[(reached * 2 + 1 - way) * side + home] = state as u16;
                }
            }
        }
        WalkingDistance {
            numbering,
            distance,
            next,
        }
    }

    /// The state of `board`, whose tiles' goal lines `home` gives, reading its lines by
    /// `cell(line, i)`.
    fn state_of(&self, board: &[u8], home: &[u8], cell: impl Fn(usize, usize) -> usize) -> u16 {
        let (lines, blank) = self.numbering.lines_of(board, home, cell);
        self.numbering.state(&lines, blank) as u16
    }
}

/// What h knows of one axis (vertical moves and rows for axis 0, horizontal moves and
/// columns for axis 1): its walking-distance state, its inversions in the axis's reading
/// order, its Manhattan distance plus linear conflicts, and each line's code (the [`DIGIT`]s
/// of its three cells, 2 bits each, in place order) for [`CONFLICTS`], line l's in bits
/// 8l and up. Whole-word fields: a child's parts are computed in registers and stored once.
#[derive(Clone, Copy, Default)]
struct Parts {
    codes: u32,
    walk: u16,
    inversions: u8,
    lines: u8,
}

impl Parts {
    /// The conflicts of line `line` on this axis.
    fn conflicts(&self, line: usize) -> u32 {
        u32::from(CONFLICTS[(self.codes >> (8 * line) & 63) as usize])
    }
}

/// The line of `cell` on `axis` (its row, or its column) and its place along that line.
fn line_of(axis: usize, cell: usize) -> (usize, usize) {
    if axis == 0 {
        (cell / 3, cell % 3)
    } else {
        (cell % 3, cell / 3)
    }
}

/// A board waiting in the queue: its key, where the `x` is, its g, the move that reached it
/// and its h parts.
#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    blank: u8,
    g: u8,
    came: u8,
    axes: [Parts; 2],
}

/// The boards seen, in an open-addressing hash table of `u64` slots: the board's key, then
/// 1 + the smallest g found for it (6 bits, from bit 40) and the move that reached it (3
/// bits, from bit 48); 0 is an empty slot (no board packs to 0).
struct Seen {
    slots: Vec<u64>,
    bits: u32,
    len: usize,
}

/// The low 36 bits of a slot: the packed board.
const KEY: u64 = (1 << 36) - 1;

impl Seen {
    fn new() -> Seen {
        Seen {
            slots: vec![0; 1 << 12],
            bits: 12,
            len: 0,
        }
    }

    /// The slot holding `key`, or the empty slot where it belongs.
    fn find(&self, key: u64) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - self.bits)) as usize;
        while self.slots[i] != 0 && self.slots[i] & KEY != key {
            i = (i + 1) & mask;
        }
        i
    }

    /// The g recorded for `key`, or `None` if it was never seen.
    fn g(&self, key: u64) -> Option<u8> {
        let slot = self.slots[self.find(key)];
        (slot != 0).then(|| (slot >> 40 & 63) as u8 - 1)
    }

    /// Records `key` reached with `g` by move `m`; doubles the table when three quarters
    /// full, so probing always ends.
    fn put_at(&mut self, i: usize, key: u64, g: u8, m: usize) {
        self.len += usize::from(self.slots[i] == 0);
        self.slots[i] = key | u64::from(g + 1) << 40 | (m as u64) << 48;
        if self.len * 4 > self.slots.len() * 3 {
            let old = std::mem::replace(&mut self.slots, vec![0; 2 << self.bits]);
            self.bits += 1;
            for slot in old.into_iter().filter(|&s| s != 0) {
                let j = self.find(slot & KEY);
                self.slots[j] = slot;
            }
        }
    }
}

/// The start-up tables and the search.
struct AStar {
    /// Per axis: the goal's blank line differs between axes unless the goal is symmetric.
    walking: [WalkingDistance; 2],
    seen: Seen,
    buckets: Vec<Vec<Entry>>,
}

impl AStar {
    /// h of one axis: the largest of its three lower bounds.
    fn part(&self, a: &Parts, axis: usize) -> u32 {
        let walk = u32::from(self.walking[axis].distance[usize::from(a.walk)]);
        let inv = u32::from(a.inversions).div_euclid(2) + u32::from(a.inversions % 2);
        walk.max(inv).max(u32::from(a.lines))
    }

    /// A lower bound on the vertical moves plus one on the horizontal ones, so never over the
    /// truth; each part moves by at most 1 a move, so A* expands each board once (the proof:
    /// the AcWing 179 bin's docs page).
    fn h(&self, axes: &[Parts; 2]) -> u32 {
        self.part(&axes[0], 0) + self.part(&axes[1], 1)
    }

    /// The h parts of `board` on `axis`, from scratch.
    fn axis(&self, board: &[u8; 9], axis: usize) -> Parts {
        let key = key_of(board);
        let codes = (0..3).fold(0, |all, line| {
            all | u32::from(code(key, axis, line)) << (8 * line)
        });
        let mut lines: u32 = (0..3)
            .map(|line| u32::from(CONFLICTS[(codes >> (8 * line) & 63) as usize]))
            .sum();
        let mut inversions = 0;
        for cell in 0..9 {
            let tile = tile_at(key, cell);
            if tile == 0 {
                continue;
            }
            lines += line_of(axis, cell).0.abs_diff(home(axis, tile)) as u32;
            for later in 0..9 {
                let other = tile_at(key, later);
                let after = order(axis, later) > order(axis, cell);
                let goal = |t: usize| order(axis, GOAL_CELL[t]);
                inversions += u8::from(after && other != 0 && goal(other) < goal(tile));
            }
        }
        let homes =
            [0, 1, 2, 3, 4, 5, 6, 7, 8].map(|t| if t == 0 { 0 } else { home(axis, t) as u8 });
        let cell = |line: usize, i: usize| {
            if axis == 0 {
                line * 3 + i
            } else {
                i * 3 + line
            }
        };
        let walk = self.walking[axis].state_of(board, &homes, cell);
        Parts {
            codes,
            walk,
            inversions,
            lines: lines as u8,
        }
    }

    /// The entry of the board that `m` makes from `e`, or `None` off the grid.
    fn child(&self, e: &Entry, m: usize) -> Option<Entry> {
        let from = usize::from(e.blank);
        let to = step(from, m)?;
        let tile = tile_at(e.key, to);
        let key = e.key - ((tile as u64) << (4 * to)) + ((tile as u64) << (4 * from));
        let (axis, way) = (m / 2, m % 2);
        // Locals, not an array indexed by axis, so that they stay in registers.
        let (mut a, mut other) = if axis == 0 {
            (e.axes[0], e.axes[1])
        } else {
            (e.axes[1], e.axes[0])
        };
        let goal = |t: usize| order(axis, GOAL_CELL[t]);
        let larger = PASSED[from][m]
            .iter()
            .filter(|&&c| goal(tile_at(key, c)) > goal(tile))
            .count() as u8;
        // The tile moves forward in the reading order when the x moves back (way 0): each
        // larger tile it passes adds an inversion, each smaller one removes one.
        a.inversions = if way == 0 {
            a.inversions + 2 * larger
        } else {
            a.inversions + 2 * (2 - larger)
        } - 2;
        let next = (usize::from(a.walk) * 2 + way) * 3 + home(axis, tile);
        a.walk = self.walking[axis].next[next];
        // The tile leaves line `out` for line `into` at the same place, where the x was.
        let ((out, place), (into, _)) = (line_of(axis, to), line_of(axis, from));
        let h = home(axis, tile);
        let before = a.conflicts(out) + a.conflicts(into);
        let gone = (3 - DIGIT[axis][out][tile] as u32) << (8 * out + 2 * place);
        let come = (3 - DIGIT[axis][into][tile] as u32) << (8 * into + 2 * place);
        a.codes = a.codes + gone - come;
        let after = a.conflicts(out) + a.conflicts(into);
        let lines = u32::from(a.lines) + into.abs_diff(h) as u32 + after;
        a.lines = (lines - out.abs_diff(h) as u32 - before) as u8;
        // Along the other axis the tile stays in its line, in the same order: its conflicts
        // stay, but its place (and so the line's code) changes.
        let ((line, was), (_, now)) = (line_of(1 - axis, to), line_of(1 - axis, from));
        let d = 3 - DIGIT[1 - axis][line][tile] as u32;
        other.codes = other.codes + (d << (8 * line + 2 * was)) - (d << (8 * line + 2 * now));
        let axes = if axis == 0 { [a, other] } else { [other, a] };
        Some(Entry {
            key,
            blank: to as u8,
            g: e.g + 1,
            came: m as u8,
            axes,
        })
    }

    /// Queues `entry` in the bucket of f = g + h, if its g is the best found for its board.
    /// Forced inline: as a call it costs a fifth of the whole search (measured).
    #[inline(always)]
    fn push(&mut self, entry: Entry) {
        let i = self.seen.find(entry.key);
        if self.seen.slots[i] >> 40 & 63 != 0
            && self.seen.slots[i] >> 40 & 63 <= u64::from(entry.g) + 1
        {
            return;
        }
        self.seen
            .put_at(i, entry.key, entry.g, usize::from(entry.came));
        let f = usize::from(entry.g) + self.h(&entry.axes) as usize;
        if self.buckets.len() <= f {
            self.buckets.resize_with(f + 1, Vec::new);
        }
        self.buckets[f].push(entry);
    }
}

/// Runs A* from a board of even parity until the goal leaves the queue; the search (whose
/// table holds the goal's g and how each board was reached) and how many boards it expanded.
fn a_star(start: [u8; 9]) -> (AStar, usize) {
    let mut search = AStar {
        walking: [0, 1].map(|axis| WalkingDistance::new(3, line_of(axis, GOAL_CELL[0]).0)),
        seen: Seen::new(),
        buckets: Vec::new(),
    };
    let axes = [search.axis(&start, 0), search.axis(&start, 1)];
    let blank = start.iter().position(|&c| c == 0).unwrap_or(0) as u8;
    search.push(Entry {
        key: key_of(&start),
        blank,
        g: 0,
        came: 4,
        axes,
    });
    let mut expanded = 0;
    let mut f = 0;
    while f < search.buckets.len() {
        let entry = match search.buckets[f].pop() {
            Some(entry) => entry,
            None => {
                f += 1;
                continue;
            }
        };
        // A copy queued before a smaller g was found is stale. No other check is needed: a
        // board is queued only when its g improves, so each (board, g) is queued once, and by
        // consistency a board's g never improves after it is expanded.
        if search.seen.g(entry.key) != Some(entry.g) {
            continue;
        }
        if entry.key == GOAL_KEY {
            break;
        }
        expanded += 1;
        for m in 0..MOVES.len() {
            if m != usize::from(entry.came) ^ 1 {
                if let Some(child) = search.child(&entry, m) {
                    search.push(child);
                }
            }
        }
    }
    (search, expanded)
}

/// A shortest move string for a board of even parity, and how many boards A* expanded.
pub fn shortest_path(start: [u8; 9]) -> (String, usize) {
    let (search, expanded) = a_star(start);
    (walk_back(&search.seen), expanded)
}

/// Reads the path off `seen`, from the goal back to the start (the board with g = 0),
/// undoing one recorded move at a time.
fn walk_back(seen: &Seen) -> String {
    let mut key = GOAL_KEY;
    let mut blank = GOAL_CELL[0];
    let mut letters = Vec::new();
    // Each step back lowers g by one, so this ends within the goal's g steps.
    loop {
        let slot = seen.slots[seen.find(key)];
        if slot >> 40 & 63 <= 1 {
            break;
        }
        let m = (slot >> 48 & 3) as usize;
        letters.push(MOVES[m].0);
        // The x arrived by move m; the opposite move (m ^ 1) takes it back.
        let back = step(blank, m ^ 1).unwrap_or(blank);
        let tile = tile_at(key, back) as u64;
        key = key - (tile << (4 * back)) + (tile << (4 * blank));
        blank = back;
    }
    letters.reverse();
    String::from_utf8(letters).unwrap_or_default()
}

/// Reads nine tokens `1`-`8` and `x`/`X`, each once, separated by any whitespace.
pub fn parse(input: &str) -> Result<[u8; 9], String> {
    let mut board = [0u8; 9];
    let mut present = [false; 9];
    let mut count = 0;
    for token in words(input)? {
        let cell = match token {
            "x" | "X" => 0,
            _ if token.len() == 1 && (b'1'..=b'8').contains(&token.as_bytes()[0]) => {
                token.as_bytes()[0] - b'0'
            }
            _ => return Err(format!("'{}' is not a tile 1-8 or x", clip(token))),
        };
        if count == 9 {
            return Err("more than 9 tokens: expected the digits 1-8 and one x".into());
        }
        if present[usize::from(cell)] {
            let name = if cell == 0 {
                "x".to_string()
            } else {
                cell.to_string()
            };
            return Err(format!("'{name}' appears twice"));
        }
        present[usize::from(cell)] = true;
        board[count] = cell;
        count += 1;
    }
    if count < 9 {
        return Err(format!("expected 9 tokens (1-8 and x), got {count}"));
    }
    Ok(board)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let board = parse(input)?;
    // On a board 3 wide no move changes the tiles' inversion parity.
    if tile_parity(&board) != tile_parity(&GOAL) {
        return Ok("unsolvable\n".to_string());
    }
    Ok(shortest_path(board).0 + "\n")
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
