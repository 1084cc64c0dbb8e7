//! n×n grids of the numbers 1..=n² and the two kinds of swap between neighbouring cells:
//! the model the swap puzzles share (the alternating swaps and the swap game).
use crate::board::permutations;
use crate::text::{clip, words};

/// The two kinds of swap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Type A: the two cells share a side.
    Orthogonal = 0,
    /// Type B: the two cells share only a corner.
    Diagonal = 1,
}

impl Kind {
    /// The other kind: the one the next move must be.
    pub fn other(self) -> Kind {
        match self {
            Kind::Orthogonal => Kind::Diagonal,
            Kind::Diagonal => Kind::Orthogonal,
        }
    }

    /// Its name in a verdict.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Orthogonal => "orthogonal",
            Kind::Diagonal => "diagonal",
        }
    }
}

/// An n×n grid of the numbers 1..=n², row-major.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    pub(crate) side: usize,
    pub(crate) cells: Vec<u32>,
}

impl Grid {
    /// Reads n² whitespace-separated integers; n is the square root of the count.
    pub fn parse(text: &str) -> Result<Grid, String> {
        let cells: Vec<u32> = words(text)?
            .map(|t| {
                t.parse()
                    .map_err(|_| format!("'{}' is not a positive integer", clip(t)))
            })
            .collect::<Result<_, _>>()?;
        Grid::from_cells(cells)
    }

    /// Checks that `cells` holds 1..=n² once each, for a whole n.
    pub fn from_cells(cells: Vec<u32>) -> Result<Grid, String> {
        let count = cells.len();
        let side = (1..=count).find(|s| s * s >= count).unwrap_or(0);
        if count == 0 || side * side != count {
            return Err(format!("{count} numbers is not n*n for any n >= 1"));
        }
        let mut present = vec![false; count + 1];
        for &c in &cells {
            let slot = present.get_mut(c as usize).filter(|_| c >= 1);
            match slot {
                Some(seen) if !*seen => *seen = true,
                Some(_) => return Err(format!("{c} appears twice")),
                None => return Err(format!("{c} is outside 1..={count}")),
            }
        }
        Ok(Grid { side, cells })
    }

    /// n.
    pub fn side(&self) -> usize {
        self.side
    }

    /// The n×n grid reading 1, 2, …, n² row by row: the goal.
    pub fn sorted(side: usize) -> Grid {
        let cells = (1..=(side * side) as u32).collect();
        Grid { side, cells }
    }

    /// Every n×n grid, in lexicographic order of the cells.
    pub fn all(side: usize) -> impl Iterator<Item = Grid> {
        permutations(Grid::sorted(side).cells).map(move |cells| Grid { side, cells })
    }

    /// Parity of the grid as a permutation: its inversions, mod 2. Every swap flips it.
    pub fn parity(&self) -> usize {
        let mut inversions = 0;
        for (i, &a) in self.cells.iter().enumerate() {
            inversions += self.cells[i + 1..].iter().filter(|&&b| b < a).count();
        }
        inversions % 2
    }

    /// The numbers, row-major.
    pub fn cells(&self) -> &[u32] {
        &self.cells
    }

    /// True when the grid reads 1, 2, …, n² row by row.
    pub fn is_sorted(&self) -> bool {
        self.cells
            .iter()
            .enumerate()
            .all(|(i, &c)| c as usize == i + 1)
    }

    /// The grid as input text: n lines of n numbers.
    pub fn to_input(&self) -> String {
        let rows: Vec<String> = self
            .cells
            .chunks(self.side)
            .map(|row| row.iter().map(u32::to_string).collect::<Vec<_>>().join(" "))
            .collect();
        rows.join("\n") + "\n"
    }

    /// The grid on one line, rows separated by " / ", for messages.
    pub fn describe(&self) -> String {
        self.to_input().trim_end().replace('\n', " / ")
    }

    /// The kind of swap between cells `a` and `b`, if they are adjacent at all.
    pub fn kind_between(&self, a: usize, b: usize) -> Option<Kind> {
        let (ra, ca) = (a / self.side, a % self.side);
        let (rb, cb) = (b / self.side, b % self.side);
        match (ra.abs_diff(rb), ca.abs_diff(cb)) {
            (0, 1) | (1, 0) => Some(Kind::Orthogonal),
            (1, 1) => Some(Kind::Diagonal),
            _ => None,
        }
    }

    /// Every pair of cells `(a, b)`, a < b, that a swap of `kind` may exchange.
    pub fn swaps(side: usize, kind: Kind) -> Vec<(usize, usize)> {
        let probe = Grid {
            side,
            cells: Vec::new(),
        };
        let mut pairs = Vec::new();
        for a in 0..side * side {
            for b in a + 1..side * side {
                if probe.kind_between(a, b) == Some(kind) {
                    pairs.push((a, b));
                }
            }
        }
        pairs
    }

    /// The grid as 4-bit fields, each cell's number minus one, cell 0 lowest (n ≤ 4): the
    /// oracles' hash key.
    pub fn key(&self) -> u64 {
        self.cells
            .iter()
            .rev()
            .fold(0, |acc, &c| (acc << 4) | u64::from(c - 1))
    }

    /// The key of the grid with cells `a` and `b` exchanged.
    pub fn swap_in_key(key: u64, a: usize, b: usize) -> u64 {
        let (fa, fb) = ((key >> (4 * a)) & 0xF, (key >> (4 * b)) & 0xF);
        let cleared = key & !(0xF << (4 * a)) & !(0xF << (4 * b));
        cleared | fb << (4 * a) | fa << (4 * b)
    }
}
