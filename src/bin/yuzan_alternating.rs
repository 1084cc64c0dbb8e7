// yuzan1830's challenge (三), alternating swaps (no judge; the seed's problem, n ≤ 4).
// Input:  n² integers, 1..=n² once each (n from the count).
// Output: `Step #i: a b` per swap of a shortest sequence, `No Need`, or `No Solution`.
// Method: swaps of orthogonal (A) and diagonal (B) neighbours alternate. For n ≤ 3, a
//         bidirectional BFS runs per first move type; for n = 4, IDA* runs with cycle,
//         Chebyshev, Manhattan and colour bounds, and a table of proven bounds that
//         serves a grid and its images under the 8 symmetries of the square.
// Cost:   3×3: at most 12 moves over 9! grids. 4×4: the reversed grid needs 26 moves;
//         1,000 random grids each took under 0.6 s, the sorted grid turned a quarter
//         12.5 minutes. n ≥ 5 is refused. Timings: docs/benchmarks.md.
// Adapt:  the searches are `Solver` (n ≤ 3) and `Deep` (n = 4). Proofs:
//         docs/bins/yuzan_alternating.md.

use std::io::{self, Read, Write};

const MAX_SIDE: usize = 4;
const MOST_CELLS: usize = MAX_SIDE * MAX_SIDE;
/// `FACTORIAL[k]` = k!, for the breadth-first search's Cantor ranks (n <= 3).
const FACTORIAL: [usize; 10] = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880];
/// Marks, one byte per grid: 0 for unseen, else the side that saw it (the input's side 0,
/// the sorted grid's side 1) in the top bit and, below it, how that side got there: 1 + the
/// index of the swap, or `ROOT` for the side's starting grid.
const UNMARKED: u8 = 0;
const SIDE_BIT: u8 = 0x80;
const ROOT: u8 = 0x7F;

/// A grid as its numbers minus one, row-major; only the first n² entries are used.
type Grid = [u8; MOST_CELLS];

/// The two swap types, as the search indexes them.
const ORTHOGONAL: usize = 0;
const DIAGONAL: usize = 1;

/// Cantor rank of the first `cells` entries: the grid's index among all cells! orders.
fn rank(grid: &Grid, cells: usize) -> usize {
    let mut seen = 0u32;
    let mut rank = 0;
    for (i, &value) in grid[..cells].iter().enumerate() {
        let smaller_later = usize::from(value) - (seen & ((1 << value) - 1)).count_ones() as usize;
        rank += smaller_later * FACTORIAL[cells - 1 - i];
        seen |= 1 << value;
    }
    rank
}

/// `after[i]` = the set of values at cells after i, as bits: the counts the Lehmer digits
/// need, found once per grid and shared by all its neighbours.
fn values_after(grid: &Grid, cells: usize) -> [u32; MOST_CELLS] {
    let mut after = [0u32; MOST_CELLS];
    for i in (0..cells.saturating_sub(1)).rev() {
        after[i] = after[i + 1] | 1 << grid[i + 1];
    }
    after
}

/// The Cantor rank of `grid` with cells a < b swapped, from the rank of `grid` itself.
///
/// Only the Lehmer digits of cells a..=b change (a digit counts the smaller values after its
/// cell, and only cells up to b see a different set after them), each by a count:
/// x = `grid[a]` moves to b, y = `grid[b]` moves to a, and the cells between see x instead of y.
fn rank_after_swap(
    grid: &Grid,
    rank: usize,
    after: &[u32; MOST_CELLS],
    a: usize,
    b: usize,
    cells: usize,
) -> usize {
    let weight = |i: usize| FACTORIAL[cells - 1 - i] as i64;
    let (x, y) = (grid[a], grid[b]);
    let below_after_b = |v: u8| i64::from((after[b] & ((1 << v) - 1)).count_ones());
    let mut digit_a = i64::from(x < y) - i64::from(y < x) + below_after_b(y) - below_after_b(x);
    let mut delta = 0;
    for (k, &between) in grid.iter().enumerate().take(b).skip(a + 1) {
        digit_a += i64::from(between < y) - i64::from(between < x);
        delta += weight(k) * (i64::from(x < between) - i64::from(y < between));
    }
    delta += weight(a) * digit_a + weight(b) * (below_after_b(x) - below_after_b(y));
    (rank as i64 + delta) as usize
}

/// Parity of the permutation: the number of inversions, mod 2.
fn parity(grid: &Grid, cells: usize) -> usize {
    let mut inversions = 0;
    for i in 0..cells {
        inversions += grid[i + 1..cells]
            .iter()
            .filter(|&&later| later < grid[i])
            .count();
    }
    inversions % 2
}

/// Grids with their Cantor ranks: one BFS layer.
type Layer = Vec<(Grid, u32)>;

/// One end of a bidirectional search: its newest layer and its depth.
#[derive(Default)]
struct Side {
    layer: Layer,
    depth: usize,
}

/// The swaps of an n×n grid and the search's state, reusable across queries of one n.
pub struct Solver {
    cells: usize,
    /// Every swap as a pair of cells; `by_type[t]` lists the indices of the swaps of type t.
    swaps: Vec<(usize, usize)>,
    by_type: [Vec<usize>; 2],
    /// One mark per grid, by Cantor rank, shared by both sides (a grid that both sides reach
    /// ends the search, so it never needs two marks).
    mark: Vec<u8>,
    /// The ranks marked so far, so the next search wipes those instead of all n²! marks.
    touched: Vec<u32>,
    sides: [Side; 2],
    /// The exact search for n = 4, whose 16! grids no array can hold.
    deep: Option<Deep>,
    /// The most nodes the n = 4 search may visit for one grid (no limit by default). Tests
    /// set one, so that a broken bound fails them instead of hanging them: a search past its
    /// budget gives up and the grid reads `No Solution`, which no 4×4 grid is.
    pub budget: u64,
}

impl Solver {
    /// A solver for n×n grids, 1 <= n <= 4.
    pub fn new(side: usize) -> Solver {
        let cells = side * side;
        let mut swaps = Vec::new();
        let mut by_type = [Vec::new(), Vec::new()];
        for a in 0..cells {
            for b in a + 1..cells {
                let rows = (a / side).abs_diff(b / side);
                let cols = (a % side).abs_diff(b % side);
                let kind = match (rows, cols) {
                    (0, 1) | (1, 0) => ORTHOGONAL,
                    (1, 1) => DIAGONAL,
                    _ => continue,
                };
                by_type[kind].push(swaps.len());
                swaps.push((a, b));
            }
        }
        let deep = (side == 4).then(Deep::new);
        let mark = match deep {
            Some(_) => Vec::new(),
            None => vec![UNMARKED; FACTORIAL[cells]],
        };
        Solver {
            cells,
            swaps,
            by_type,
            mark,
            touched: Vec::new(),
            sides: Default::default(),
            deep,
            budget: u64::MAX,
        }
    }

    /// The fewest swaps (as pairs of cells, in order) that sort `start`, or `None`.
    pub fn solve(&mut self, start: &Grid) -> Option<Vec<(usize, usize)>> {
        let sorted: Grid = std::array::from_fn(|i| i as u8);
        if start[..self.cells] == sorted[..self.cells] {
            return Some(Vec::new());
        }
        if let Some(deep) = &mut self.deep {
            return deep.solve(start, self.budget);
        }
        let mut best: Option<Vec<(usize, usize)>> = None;
        for first in [ORTHOGONAL, DIAGONAL] {
            let bound = best.as_ref().map_or(usize::MAX, Vec::len);
            if let Some(path) = self.search(start, &sorted, first, bound) {
                best = Some(path);
            }
        }
        best
    }

    /// Marks `grid` as reached by `side` in way `how`.
    fn mark(&mut self, grid: &Grid, side: usize, how: u8) {
        let r = rank(grid, self.cells);
        self.mark[r] = if side == 0 { how } else { SIDE_BIT | how };
        self.touched.push(r as u32);
    }

    /// Bidirectional BFS for sequences whose first move has type `first` and that are shorter
    /// than `bound`.
    fn search(
        &mut self,
        start: &Grid,
        sorted: &Grid,
        first: usize,
        bound: usize,
    ) -> Option<Vec<(usize, usize)>> {
        self.reset(start, sorted);
        // Every sequence from start to sorted has a length of this parity.
        let length_parity = parity(start, self.cells) ^ parity(sorted, self.cells);
        loop {
            // No grid is seen by both sides yet, so any sequence is longer than the two
            // depths added, and its length has `length_parity`: the shortest still possible
            // is the next such length. Once that reaches the bound, this search cannot win.
            let longer = self.sides[0].depth + self.sides[1].depth + 1;
            if longer + ((longer ^ length_parity) & 1) >= bound {
                return None;
            }
            // Move d + 1 from the start has the first type when d is even. Walking back from
            // the sorted grid, layer d's moves are moves number L - d of a sequence of length L.
            let kind_of = |side: usize, depth: usize| {
                let flip = if side == 0 { 0 } else { length_parity ^ 1 };
                first ^ flip ^ (depth & 1)
            };
            // Grow the side whose next layer costs fewer swaps to generate.
            let cost = |side: usize| {
                let Side { layer, depth } = &self.sides[side];
                layer.len() * self.by_type[kind_of(side, *depth)].len()
            };
            let grow = usize::from(cost(1) < cost(0));
            let depth = self.sides[grow].depth;
            let layer = std::mem::take(&mut self.sides[grow].layer);
            if layer.is_empty() {
                return None;
            }
            match self.expand(grow, kind_of(grow, depth), &layer) {
                Ok(layer) => {
                    self.sides[grow] = Side {
                        layer,
                        depth: depth + 1,
                    }
                }
                Err(path) => return Some(path),
            }
        }
    }

    /// Clears the marks of the last search and starts both sides at their roots.
    fn reset(&mut self, start: &Grid, sorted: &Grid) {
        for r in self.touched.drain(..) {
            self.mark[r as usize] = UNMARKED;
        }
        for (side, &root) in [start, sorted].iter().enumerate() {
            self.sides[side] = Side {
                layer: vec![(*root, rank(root, self.cells) as u32)],
                depth: 0,
            };
            self.mark(root, side, ROOT);
        }
    }

    /// The next layer of side `grow`, by swaps of `kind` from every grid of `layer`; or, at
    /// the first grid the other side has seen, the whole sequence (as `Err`, which ends the
    /// search).
    fn expand(
        &mut self,
        grow: usize,
        kind: usize,
        layer: &[(Grid, u32)],
    ) -> Result<Layer, Vec<(usize, usize)>> {
        let own = if grow == 0 { 0 } else { SIDE_BIT };
        let mut next_layer = Vec::with_capacity(layer.len() * 4);
        for (grid, grid_rank) in layer {
            let after = values_after(grid, self.cells);
            for &s in &self.by_type[kind] {
                let (a, b) = self.swaps[s];
                let mut next = *grid;
                next.swap(a, b);
                let r = rank_after_swap(grid, *grid_rank as usize, &after, a, b, self.cells);
                match self.mark[r] {
                    UNMARKED => {
                        self.mark[r] = own | (s as u8 + 1);
                        self.touched.push(r as u32);
                        next_layer.push((next, r as u32));
                    }
                    m if m & SIDE_BIT != own => return Err(self.join(grow, grid, s, &next)),
                    _ => {}
                }
            }
        }
        Ok(next_layer)
    }

    /// The swaps that lead from `grid` back to the root of the side that marked it.
    fn back_to_root(&self, grid: &Grid) -> Vec<(usize, usize)> {
        let mut grid = *grid;
        let mut swaps = Vec::new();
        loop {
            let how = self.mark[rank(&grid, self.cells)] & !SIDE_BIT;
            if how == ROOT {
                return swaps;
            }
            let (a, b) = self.swaps[usize::from(how - 1)];
            swaps.push((a, b));
            grid.swap(a, b); // a swap undoes itself: one step nearer the root
        }
    }

    /// The whole sequence once side `grow`, at `grid`, reached `next` (seen by the other side)
    /// with swap `s`.
    fn join(&self, grow: usize, grid: &Grid, s: usize, next: &Grid) -> Vec<(usize, usize)> {
        let (near_start, near_sorted) = if grow == 0 {
            (grid, next)
        } else {
            (next, grid)
        };
        let mut path = self.back_to_root(near_start);
        path.reverse();
        path.push(self.swaps[s]);
        path.extend(self.back_to_root(near_sorted));
        path
    }
}

/// Log2 of the transposition table's slots at first: 2^17 slots of 16 bytes, 2 MiB, which
/// the allocator hands out zeroed and untouched, so a quick search pays for a few pages only.
/// A search that has visited [`GROW_AFTER`] nodes goes on with 2^`BIG_TABLE_BITS` slots
/// (16 MiB), empty (the sizes and the node count measured: docs/bins/yuzan_alternating.md).
/// A slot holds a grid's key in its low 64 bits, the type of the next move at bit 64 and the
/// proven lower bound on the moves left from there in bits 65 and up; 0 is an empty slot
/// (no 4×4 grid packs to key 0: its cells hold 0..=15 once each).
const TABLE_BITS: u32 = 17;
const BIG_TABLE_BITS: u32 = 20;
const GROW_AFTER: u64 = 1 << 16;

/// A 4×4 grid as its numbers minus one, with every part of the lower bound kept up to date.
#[derive(Clone, Copy)]
struct State {
    grid: Grid,
    /// The grid packed 4 bits a cell, seen through each of the square's 8 symmetries
    /// (`keys[0]` as it is): see [`Deep::new`].
    keys: [u64; 8],
    cycles: u32,
    chebyshev: u32,
    manhattan: u32,
    /// Numbers standing on a cell of the other colour than their own cell's.
    wrong_colour: u32,
}

/// Exact search for n = 4: IDA* over (grid, type of the next move).
struct Deep {
    swaps: [Vec<(usize, usize)>; 2],
    /// `cost[v][c]`: (Chebyshev, Manhattan, wrong colour) of number v at cell c.
    cost: [[(u8, u8, u8); 16]; 16],
    /// `sym[k][c]`: where the square's k-th symmetry takes cell c.
    sym: [[u8; 16]; 8],
    table: Vec<u128>,
    table_bits: u32,
    /// The children left to search of each grid on the current path: each with its bound
    /// and the swap that made it.
    kids: Vec<(State, u32, (usize, usize))>,
    path: Vec<(usize, usize)>,
    bound: u32,
    /// Nodes visited for the current grid, and the most allowed.
    nodes: u64,
    budget: u64,
}

impl Deep {
    fn new() -> Deep {
        let mut swaps = [Vec::new(), Vec::new()];
        let mut cost = [[(0, 0, 0); 16]; 16];
        for (a, row) in cost.iter_mut().enumerate() {
            for (b, slot) in row.iter_mut().enumerate() {
                let (dr, dc) = ((a / 4).abs_diff(b / 4), (a % 4).abs_diff(b % 4));
                *slot = (dr.max(dc) as u8, (dr + dc) as u8, ((dr + dc) % 2) as u8);
                match (dr, dc) {
                    _ if b <= a => {}
                    (0, 1) | (1, 0) => swaps[ORTHOGONAL].push((a, b)),
                    (1, 1) => swaps[DIAGONAL].push((a, b)),
                    _ => {}
                }
            }
        }
        // A symmetry of the square keeps orthogonal and diagonal neighbours so, and keeps
        // the sorted grid sorted when each number moves with its cell. So a grid's 8 images
        // (itself among them) are equally far from sorted, with the same type next. The
        // table keeps one bound for all 8, under the least key among them.
        let mut sym = [[0u8; 16]; 8];
        for (c, cell) in (0..16).map(|c| (c / 4, c % 4)).enumerate() {
            let (r, k) = cell;
            let images = [(r, k), (r, 3 - k), (3 - r, k), (3 - r, 3 - k)];
            for (i, &(a, b)) in images.iter().enumerate() {
                sym[i][c] = (4 * a + b) as u8;
                sym[i + 4][c] = (4 * b + a) as u8; // the same, turned about the diagonal
            }
        }
        Deep {
            swaps,
            cost,
            sym,
            table: vec![0; 1 << TABLE_BITS],
            table_bits: TABLE_BITS,
            kids: Vec::new(),
            path: Vec::with_capacity(64),
            bound: 0,
            nodes: 0,
            budget: u64::MAX,
        }
    }

    fn state(&self, grid: &Grid) -> State {
        let mut s = State {
            grid: *grid,
            keys: [0; 8],
            cycles: 0,
            chebyshev: 0,
            manhattan: 0,
            wrong_colour: 0,
        };
        for (key, sym) in s.keys.iter_mut().zip(&self.sym) {
            for (c, &v) in grid.iter().enumerate() {
                *key |= u64::from(sym[usize::from(v)]) << (4 * sym[c]);
            }
        }
        let mut seen = 0u32;
        for start in 0..16 {
            let mut cell = start;
            s.cycles += u32::from(seen & 1 << cell == 0);
            while seen & 1 << cell == 0 {
                seen |= 1 << cell;
                cell = usize::from(grid[cell]);
            }
            let (c, m, w) = self.cost[usize::from(grid[start])][start];
            s.chebyshev += u32::from(c);
            s.manhattan += u32::from(m);
            s.wrong_colour += u32::from(w);
        }
        s
    }

    /// The fewest moves left from a grid of (Chebyshev, Manhattan, wrong colour) `sums` when
    /// the next move has type `kind`, at least `from` and of parity `parity`: the least such
    /// length that every bound allows.
    fn estimate(sums: (u32, u32, u32), kind: usize, parity: u32, from: u32) -> u32 {
        let (chebyshev, manhattan, wrong_colour) = sums;
        let mut length = from.max((chebyshev + 1) / 2);
        length += (length + parity) % 2;
        loop {
            let orthogonal = if kind == ORTHOGONAL {
                (length + 1) / 2
            } else {
                length / 2
            };
            let diagonal = length - orthogonal;
            if 2 * orthogonal + 4 * diagonal >= manhattan && 2 * orthogonal >= wrong_colour {
                return length;
            }
            length += 2;
        }
    }

    /// The number of cycles of `s` after swapping cells `a` and `b`: one more if b lies on
    /// a's cycle (the swap splits it), else one fewer (it joins two).
    fn cycles_after(s: &State, a: usize, b: usize) -> u32 {
        let mut cell = usize::from(s.grid[a]);
        while cell != a && cell != b {
            cell = usize::from(s.grid[cell]);
        }
        if cell == b {
            s.cycles + 1
        } else {
            s.cycles - 1
        }
    }

    /// `t`'s keys made those of `s` after swapping cells `a` and `b`.
    fn move_keys(&self, s: &State, t: &mut State, a: usize, b: usize) {
        let (x, y) = (usize::from(s.grid[a]), usize::from(s.grid[b]));
        for (key, sym) in t.keys.iter_mut().zip(&self.sym) {
            let diff = u64::from(sym[x] ^ sym[y]);
            *key ^= diff << (4 * sym[a]) ^ diff << (4 * sym[b]);
        }
    }

    /// The (Chebyshev, Manhattan, wrong colour) sums of `s` after swapping cells `a` and `b`:
    /// a child is judged by these first, and made only if they let it through.
    fn sums_after(&self, s: &State, a: usize, b: usize) -> (u32, u32, u32) {
        let (x, y) = (usize::from(s.grid[a]), usize::from(s.grid[b]));
        let (ca, cb) = (self.cost[x][a], self.cost[y][b]);
        let (na, nb) = (self.cost[y][a], self.cost[x][b]);
        // The old sum first: a sum may fall, and u32 must not go below zero on the way.
        let after = |old: u32, n: (u8, u8), c: (u8, u8)| {
            old + u32::from(n.0) + u32::from(n.1) - u32::from(c.0) - u32::from(c.1)
        };
        (
            after(s.chebyshev, (na.0, nb.0), (ca.0, cb.0)),
            after(s.manhattan, (na.1, nb.1), (ca.1, cb.1)),
            after(s.wrong_colour, (na.2, nb.2), (ca.2, cb.2)),
        )
    }

    /// The table's slot and tag of (`s`, `kind`): one entry for all 8 images of the grid.
    fn entry(&self, s: &State, kind: usize) -> (usize, u128) {
        let key = *s.keys.iter().min().unwrap();
        let h = (key ^ (kind as u64) << 63).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let slot = (h >> (64 - self.table_bits)) as usize;
        (slot, u128::from(key) | (kind as u128) << 64)
    }

    /// Searches below `s` (reached in `g` moves, next move of type `kind`, `h` its estimate);
    /// `None` once the sorted grid is found (the path is in `self.path`), else a proven lower
    /// bound on the moves left.
    fn dfs(&mut self, s: &State, g: u32, kind: usize, h: u32) -> Option<u32> {
        if h == 0 {
            return None;
        }
        self.nodes += 1;
        if self.nodes == GROW_AFTER && self.table_bits < BIG_TABLE_BITS {
            // A long search: the bounds found so far are dropped, which is sound.
            self.table_bits = BIG_TABLE_BITS;
            self.table = vec![0; 1 << BIG_TABLE_BITS];
        }
        if self.nodes > self.budget {
            // Past the budget: 1 is a lower bound on any grid but the sorted one, so the
            // table stays sound.
            return Some(1);
        }
        // The moves left after a child have the other parity.
        let parity = (16 - s.cycles + 1) % 2;
        let mut least = u32::MAX;
        let first = self.kids.len();
        for m in 0..self.swaps[kind].len() {
            let (a, b) = self.swaps[kind][m];
            let sums = self.sums_after(s, a, b);
            // The bounds without the cycle count first: most children stop there.
            let mut rest = Deep::estimate(sums, kind ^ 1, parity, 0);
            let mut cycles = 0;
            if g + 1 + rest <= self.bound {
                cycles = Deep::cycles_after(s, a, b);
                rest = Deep::estimate(sums, kind ^ 1, parity, 16 - cycles);
            }
            if g + 1 + rest > self.bound {
                least = least.min(rest + 1);
                continue;
            }
            let mut next = *s;
            next.grid.swap(a, b);
            (next.chebyshev, next.manhattan, next.wrong_colour) = sums;
            next.cycles = cycles;
            self.move_keys(s, &mut next, a, b);
            // Prefetch the child's slot now; read it just before the search below the child.
            // A profile showed a third of the time spent waiting for these reads.
            let (slot, _) = self.entry(&next, kind ^ 1);
            prefetch(&self.table[slot]);
            self.kids.push((next, rest, (a, b)));
        }
        for k in first..self.kids.len() {
            let (next, mut rest, swap) = self.kids[k];
            let (slot, tag) = self.entry(&next, kind ^ 1);
            let known = self.table[slot];
            if known & ((1 << 65) - 1) == tag {
                rest = rest.max((known >> 65) as u32);
            }
            if g + 1 + rest > self.bound {
                least = least.min(rest + 1);
                continue;
            }
            self.path.push(swap);
            match self.dfs(&next, g + 1, kind ^ 1, rest) {
                None => return None,
                Some(rest) => least = least.min(rest + 1),
            }
            self.path.pop();
        }
        self.kids.truncate(first);
        let (slot, tag) = self.entry(s, kind);
        self.table[slot] = tag | u128::from(least.min(255)) << 65;
        Some(least)
    }

    /// The fewest swaps that sort `grid` (numbers minus one), alternating types; `None` only
    /// once the search has visited more than `budget` nodes.
    pub fn solve(&mut self, grid: &Grid, budget: u64) -> Option<Vec<(usize, usize)>> {
        let s = self.state(grid);
        self.path.clear();
        self.kids.clear();
        self.nodes = 0;
        self.budget = budget;
        let parity = (16 - s.cycles) % 2;
        let sums = (s.chebyshev, s.manhattan, s.wrong_colour);
        let h = |kind: usize| Deep::estimate(sums, kind, parity, 16 - s.cycles);
        self.bound = h(ORTHOGONAL).min(h(DIAGONAL));
        loop {
            let mut least = u32::MAX;
            for kind in [ORTHOGONAL, DIAGONAL] {
                let found = if h(kind) > self.bound {
                    Some(h(kind))
                } else {
                    self.dfs(&s, 0, kind, h(kind))
                };
                match found {
                    None => return Some(self.path.clone()),
                    Some(lb) => least = least.min(lb),
                }
            }
            if self.nodes > self.budget {
                return None;
            }
            self.bound = least + (least + parity) % 2;
        }
    }
}

/// Asks the processor to bring `x` into its cache, without waiting for it. A hint only: it
/// changes no value, and on other architectures than x86_64 it does nothing.
#[inline(always)]
fn prefetch<T>(x: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch reads nothing and never faults; SSE is part of every x86_64.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch(x as *const T as *const i8, _MM_HINT_T0);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}

/// Reads n² positive integers, each of 1..=n² once; returns n and the grid (numbers - 1).
pub fn parse(input: &str) -> Result<(usize, Grid), String> {
    let mut numbers = Vec::new();
    for token in words(input)? {
        match token.parse::<u64>() {
            Ok(value) => numbers.push(value),
            Err(_) => return Err(format!("'{}' is not a positive integer", clip(token))),
        }
    }
    let count = numbers.len();
    let side = (0..=count).find(|s| s * s >= count).unwrap_or(0);
    if count == 0 {
        return Err("empty input: expected n*n numbers, such as 1 2 9 4 6 3 7 8 5".into());
    }
    if side * side != count {
        return Err(format!("{count} numbers is not n*n for any n"));
    }
    if side > MAX_SIDE {
        return Err(format!(
            "n = {side}: {count}! grids, and the lower bounds that make n = 4 exact leave too wide a gap to search; this solver handles n <= {MAX_SIDE}"
        ));
    }
    let mut grid = [0u8; MOST_CELLS];
    let mut present = [false; MOST_CELLS];
    for (cell, &value) in grid.iter_mut().zip(&numbers) {
        if value == 0 || value > count as u64 {
            return Err(format!("{value} is outside 1..={count}"));
        }
        let index = value as usize - 1;
        if present[index] {
            return Err(format!("{value} appears twice"));
        }
        present[index] = true;
        *cell = index as u8;
    }
    Ok((side, grid))
}

/// The output for `grid` from a solver of its size.
pub fn answer(solver: &mut Solver, grid: &Grid) -> String {
    match solver.solve(grid) {
        None => "No Solution\n".to_string(),
        Some(path) if path.is_empty() => "No Need\n".to_string(),
        Some(path) => {
            let mut current = *grid;
            let mut out = String::new();
            for (i, &(a, b)) in path.iter().enumerate() {
                let (x, y) = (current[a] + 1, current[b] + 1);
                out.push_str(&format!("Step #{}: {} {}\n", i + 1, x.min(y), x.max(y)));
                current.swap(a, b);
            }
            out
        }
    }
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let (side, grid) = parse(input)?;
    Ok(answer(&mut Solver::new(side), &grid))
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
