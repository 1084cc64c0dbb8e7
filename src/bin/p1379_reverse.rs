// Luogu P1379 八数码难题 (reverse BFS): https://www.luogu.com.cn/problem/P1379
// Input:  one token of nine digits 0-8, the grid in reading order, 0 the blank.
// Output: the fewest moves to GOAL (123804765 as given), or -1 when it cannot be reached.
// Method: one BFS from GOAL fills all 9! distances (the graph is undirected); then one lookup
//         answers. A board's number is blank × 8! + tile rank; each move updates it by
//         Lehmer digits.
// Cost:   the same on every input: the BFS reaches all 181,440 boards. Timings:
//         docs/benchmarks.md.
// Adapt:  GOAL may be any arrangement; the search is `distance_table`. Proofs:
//         docs/bins/p1379_reverse.md.

use std::io::{self, Read, Write};

const GOAL: [u8; 9] = [1, 2, 3, 8, 0, 4, 7, 6, 5];
const TILE_ORDERS: usize = 40_320;
const BOARDS: usize = 9 * TILE_ORDERS;
const UNREACHED: u8 = u8::MAX;
/// `PLACE[k]` = (7 - k)!: the weight of the k-th tile's Lehmer digit in the Cantor rank.
const PLACE: [u32; 8] = [5040, 720, 120, 24, 6, 2, 1, 1];

/// A board as the search carries it, packed to 12 bytes so the queue stays small: the tiles
/// in reading order and their Lehmer digits as 4-bit fields (reading position k at bits 4k),
/// the number those digits make, the blank's cell, and the cell it came from (the move back
/// leads to a board already seen, so the search skips it: over a third of all moves).
#[derive(Clone, Copy)]
struct Board {
    tiles: u32,
    lehmer: u32,
    tile_rank: u16,
    blank: u8,
    came_from: u8,
}

/// The 4-bit field for reading position `k`.
fn field(packed: u32, k: usize) -> u32 {
    (packed >> (4 * k)) & 0xF
}

impl Board {
    fn new(cells: &[u8; 9]) -> Board {
        let blank = cells.iter().position(|&c| c == 0).unwrap_or(0);
        let tiles: Vec<u32> = cells
            .iter()
            .filter(|&&c| c != 0)
            .map(|&c| c.into())
            .collect();
        let mut board = Board {
            tiles: 0,
            lehmer: 0,
            tile_rank: 0,
            blank: blank as u8,
            came_from: 9,
        };
        for (k, &tile) in tiles.iter().enumerate() {
            let digit = tiles[k + 1..].iter().filter(|&&later| later < tile).count() as u32;
            board.tiles |= tile << (4 * k);
            board.lehmer |= digit << (4 * k);
            board.tile_rank += (digit * PLACE[k]) as u16;
        }
        board
    }

    /// The board's slot in the distance table.
    fn index(&self) -> usize {
        usize::from(self.blank) * TILE_ORDERS + usize::from(self.tile_rank)
    }

    /// The board with the blank at `blank` and the three tiles from reading position `k`
    /// replaced by `tiles`, whose Lehmer digits are `digits`.
    fn rotated(&self, blank: usize, k: usize, tiles: [u32; 3], digits: [u32; 3]) -> Board {
        let pack = |v: [u32; 3]| (v[0] | v[1] << 4 | v[2] << 8) << (4 * k);
        let clear = !(0xFFF << (4 * k));
        let mut rank = u32::from(self.tile_rank);
        for (j, &digit) in digits.iter().enumerate() {
            rank = rank + digit * PLACE[k + j] - field(self.lehmer, k + j) * PLACE[k + j];
        }
        Board {
            tiles: (self.tiles & clear) | pack(tiles),
            lehmer: (self.lehmer & clear) | pack(digits),
            tile_rank: rank as u16,
            blank: blank as u8,
            came_from: self.blank,
        }
    }

    /// Calls `visit` with each board one move away, except the one this board came from.
    fn for_each_neighbour(&self, mut visit: impl FnMut(Board)) {
        let blank = usize::from(self.blank);
        let back = usize::from(self.came_from);
        let less = |x: u32, y: u32| u32::from(x < y);
        let slid = |to: usize| Board {
            blank: to as u8,
            came_from: self.blank,
            ..*self
        };
        if blank % 3 > 0 && blank - 1 != back {
            visit(slid(blank - 1));
        }
        if blank % 3 < 2 && blank + 1 != back {
            visit(slid(blank + 1));
        }
        if blank >= 3 && blank - 3 != back {
            // Up: the tile t above the blank passes the next two: [t, a, b] -> [a, b, t].
            let k = blank - 3;
            let [t, a, b] = [k, k + 1, k + 2].map(|j| field(self.tiles, j));
            let [c0, c1, c2] = [k, k + 1, k + 2].map(|j| field(self.lehmer, j));
            let digits = [
                c1 + less(t, a),
                c2 + less(t, b),
                c0 - less(a, t) - less(b, t),
            ];
            visit(self.rotated(k, k, [a, b, t], digits));
        }
        if blank < 6 && blank + 3 != back {
            // Down: the tile t below the blank passes back over two: [a, b, t] -> [t, a, b].
            let k = blank;
            let [a, b, t] = [k, k + 1, k + 2].map(|j| field(self.tiles, j));
            let [c0, c1, c2] = [k, k + 1, k + 2].map(|j| field(self.lehmer, j));
            let digits = [
                c2 + less(a, t) + less(b, t),
                c0 - less(t, a),
                c1 - less(t, b),
            ];
            visit(self.rotated(k + 3, k, [t, a, b], digits));
        }
    }
}

/// `table[Board::new(b).index()]` = fewest moves between board `b` and the goal, `UNREACHED`
/// if there is no way.
pub fn distance_table() -> Vec<u8> {
    let mut dist = vec![UNREACHED; BOARDS];
    let goal = Board::new(&GOAL);
    dist[goal.index()] = 0;
    // One layer at a time, so only two are ever held (the widest has under 25,000 boards),
    // and each layer kept in nine buckets by the blank's cell: walking a bucket, the CPU
    // learns which moves exist instead of guessing per board.
    let mut layer: [Vec<Board>; 9] = Default::default();
    let mut next: [Vec<Board>; 9] = Default::default();
    layer[usize::from(goal.blank)].push(goal);
    let mut depth = 0;
    while layer.iter().any(|bucket| !bucket.is_empty()) {
        depth += 1;
        for board in layer.iter().flatten() {
            board.for_each_neighbour(|moved| {
                let slot = &mut dist[moved.index()];
                if *slot == UNREACHED {
                    *slot = depth;
                    next[usize::from(moved.blank)].push(moved);
                }
            });
        }
        std::mem::swap(&mut layer, &mut next);
        next.iter_mut().for_each(Vec::clear);
    }
    dist
}

/// Reads one board: nine distinct digits 0-8 as a single token, whitespace around it allowed.
pub fn parse(input: &str) -> Result<[u8; 9], String> {
    let mut tokens = words(input)?;
    let token = tokens
        .next()
        .ok_or("empty input: expected 9 digits 0-8 such as 283104765")?;
    if tokens.next().is_some() {
        return Err("expected one token of 9 digits 0-8, found more than one".into());
    }
    let count = token.chars().count();
    if count != 9 {
        let shown = clip(token);
        return Err(format!(
            "expected 9 digits 0-8, got '{shown}' ({count} characters)"
        ));
    }
    let mut board = [0u8; 9];
    let mut present = [false; 9];
    for (cell, ch) in board.iter_mut().zip(token.chars()) {
        let digit = match ch {
            '0'..='8' => ch as u8 - b'0',
            _ => return Err(format!("'{ch}' is not a digit 0-8")),
        };
        if present[usize::from(digit)] {
            return Err(format!("digit {digit} appears twice"));
        }
        present[usize::from(digit)] = true;
        *cell = digit;
    }
    Ok(board)
}

/// The answer line for `board`, looked up in a table from [`distance_table`].
pub fn answer(table: &[u8], board: &[u8; 9]) -> String {
    match table[Board::new(board).index()] {
        UNREACHED => "-1\n".to_string(),
        d => format!("{d}\n"),
    }
}

/// The whole program: input text to output text. The input is checked before the table is
/// built, so bad input costs nothing.
pub fn solve(input: &str) -> Result<String, String> {
    let board = parse(input)?;
    Ok(answer(&distance_table(), &board))
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
