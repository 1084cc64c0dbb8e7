// AOJ 0121 Seven Puzzle: https://onlinejudge.u-aizu.ac.jp/problems/0121
// Input:  puzzles until the end of input, 8 integers each (cards 0-7 in reading order);
//         the judge sends at most 1,000, any number is read.
// Output: one line per puzzle: the fewest swaps of card 0 to `0 1 2 3 / 4 5 6 7`, or -1.
// Method: one BFS from the goal runs a layer at a time on bit sets (20,160 boards); then each
//         puzzle is a lookup.
// Cost:   one BFS over 8! boards, then one lookup per puzzle. Timings: docs/benchmarks.md.
// Adapt:  GOAL may be any arrangement of 0-7; the search is `distances`.
//         Notes: docs/bins/aoj_seven_puzzle.md.

use std::io::{self, Read, Write};

/// The goal in reading order (first row, then second): any arrangement of 0-7.
const GOAL: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// The orders of cards 1-7 number 7! = 5,040; a set of them is 79 words of 64 bits.
const WORDS: usize = 79;
const RANKS: usize = 64 * WORDS;

/// The orders of cards 1-7 (card 0 left out) in cell order, packed 3 bits a card, first card
/// lowest, and their ranks in 0..5,040: (the first three cards' number among the 210 ordered
/// triples) × 24 + (the last four's number among the 24 orders of those four cards). The
/// first three fix which four come last, so distinct orders get distinct ranks.
struct Orders {
    /// By the first three cards' 9-bit code: 24 × their triple's number.
    head: [u16; 512],
    /// By the last four cards' 12-bit code: their order's number, 0..24.
    tail: [u8; 4096],
    /// By rank: the packed order.
    packed: [u32; RANKS],
}

impl Orders {
    fn new() -> Box<Orders> {
        let mut orders = Box::new(Orders {
            head: [0; 512],
            tail: [0; 4096],
            packed: [0; RANKS],
        });
        let mut rank = 0;
        // Each set of three cards (bit k - 1 for card k), then its six orders.
        for set in (0..128u32).filter(|set| set.count_ones() == 3) {
            let three: [u32; 3] = cards(set);
            let tails = orders.tails(cards(127 ^ set));
            for (x, y, z) in [
                (0, 1, 2),
                (0, 2, 1),
                (1, 0, 2),
                (1, 2, 0),
                (2, 0, 1),
                (2, 1, 0),
            ] {
                let head = three[x] | three[y] << 3 | three[z] << 6;
                orders.head[head as usize] = rank as u16;
                for (packed, tail) in orders.packed[rank..rank + 24].iter_mut().zip(&tails) {
                    *packed = head | tail << 9;
                }
                rank += 24;
            }
        }
        orders
    }

    /// The 24 orders of four cards, packed, each recorded in `tail` with its place in the
    /// returned list.
    fn tails(&mut self, four: [u32; 4]) -> [u32; 24] {
        let mut tails = [0; 24];
        let mut order = 0;
        for i in 0..4 {
            for j in (0..4).filter(|&j| j != i) {
                for k in (0..4).filter(|&k| k != i && k != j) {
                    let l = 6 - i - j - k;
                    tails[order] = four[i] | four[j] << 3 | four[k] << 6 | four[l] << 9;
                    self.tail[tails[order] as usize] = order as u8;
                    order += 1;
                }
            }
        }
        tails
    }

    /// The rank of a packed order.
    fn rank(&self, packed: u32) -> usize {
        usize::from(self.head[packed as usize & 0x1FF])
            + usize::from(self.tail[packed as usize >> 9 & 0xFFF])
    }
}

/// The N cards of a set (bit k - 1 for card k), ascending.
fn cards<const N: usize>(set: u32) -> [u32; N] {
    let mut cards = [0; N];
    let members = (1..8).filter(|card| set >> (card - 1) & 1 == 1);
    for (slot, card) in cards.iter_mut().zip(members) {
        *slot = card;
    }
    cards
}

/// A set of boards with card 0 in one cell: a bit per order rank.
type Set = [u64; WORDS];

/// 1 + the fewest moves from every board to the goal, by card 0's cell and the order's rank,
/// 0 where the goal cannot be reached: one breadth-first search from the goal (valid because
/// every move can be undone by itself), a layer at a time, a set per cell of card 0.
fn distances(orders: &Orders) -> Box<[[u8; RANKS]; 8]> {
    let mut distance = Box::new([[0u8; RANKS]; 8]);
    let mut seen = [[0u64; WORDS]; 8];
    let mut layer = [[0u64; WORDS]; 8];
    let mut next = [[0u64; WORDS]; 8];
    let (home, goal) = (cell(&GOAL), orders.rank(order(&GOAL)));
    layer[home][goal / 64] = 1 << (goal % 64);
    seen[home][goal / 64] = 1 << (goal % 64);
    let mut d = 0u8;
    loop {
        d += 1;
        // Card 0's cell changes colour at every move, so a layer's boards all have it on
        // cells of one colour: the goal's in even layers, the other in odd ones.
        let colour = (home >> 2 ^ home ^ usize::from(d - 1)) & 1;
        for cell in (0..8).filter(|cell| (cell >> 2 ^ cell) & 1 == colour) {
            move_vertically(
                orders,
                cell,
                &layer[cell],
                &mut next[cell ^ 4],
                d,
                &mut distance[cell],
            );
            let column = cell & 3;
            if column > 0 {
                or_into(&mut next[cell - 1], &layer[cell]);
            }
            if column < 3 {
                or_into(&mut next[cell + 1], &layer[cell]);
            }
        }
        if !advance(&mut layer, &mut next, &mut seen) {
            return distance;
        }
    }
}

/// Labels the boards of `set` (card 0 in `cell`) with `d` and adds to `to` the boards card
/// 0's vertical move reaches from them. With card 0 in column c, places c..c+3 of the order
/// hold the four cards from the cell after card 0's to the cell below it (moving down), or
/// from the cell above it to the cell before it (moving up); the card that trades places
/// with card 0 goes from the last of those places to the first, or from the first to the
/// last: a rotation of the 12-bit window at places c..c+3.
fn move_vertically(
    orders: &Orders,
    cell: usize,
    set: &Set,
    to: &mut Set,
    d: u8,
    distance: &mut [u8; RANKS],
) {
    let shift = 3 * (cell & 3);
    let down = cell < 4;
    for (word, &bits) in set.iter().enumerate() {
        let mut bits = bits;
        while bits != 0 {
            let rank = 64 * word + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            distance[rank] = d;
            let packed = orders.packed[rank];
            let window = packed >> shift & 0xFFF;
            let turned = if down {
                window << 3 | window >> 9
            } else {
                window >> 3 | window << 9
            } & 0xFFF;
            let reached = orders.rank(packed ^ (window ^ turned) << shift);
            to[reached / 64] |= 1 << (reached % 64);
        }
    }
}

/// Makes `layer` what `next` holds and `seen` does not, adds it to `seen` and empties
/// `next`; false when the new layer is empty.
fn advance(layer: &mut [Set; 8], next: &mut [Set; 8], seen: &mut [Set; 8]) -> bool {
    let mut any = 0;
    for ((layer, next), seen) in layer.iter_mut().zip(next.iter_mut()).zip(seen.iter_mut()) {
        for ((layer, next), seen) in layer.iter_mut().zip(next.iter_mut()).zip(seen.iter_mut()) {
            *layer = *next & !*seen;
            *seen |= *layer;
            any |= *layer;
            *next = 0;
        }
    }
    any != 0
}

/// `to |= from`, word by word: card 0's sideways moves, which keep the order of cards 1-7.
fn or_into(to: &mut Set, from: &Set) {
    for (to, from) in to.iter_mut().zip(from) {
        *to |= *from;
    }
}

/// Card 0's cell.
fn cell(board: &[u8; 8]) -> usize {
    board.iter().position(|&card| card == 0).unwrap_or(0) & 7
}

/// Cards 1-7 in cell order, packed 3 bits a card, first card lowest.
fn order(board: &[u8; 8]) -> u32 {
    let cards = board.iter().rev().filter(|&&card| card != 0);
    cards.fold(0, |packed, &card| packed << 3 | u32::from(card))
}

/// Reads integers 8 at a time, each puzzle holding 0-7 once.
pub fn parse(input: &str) -> Result<Vec<[u8; 8]>, String> {
    let mut puzzles = Vec::new();
    let mut board = [0u8; 8];
    let mut seen = 0u32;
    let mut count = 0;
    for token in words(input)? {
        // Read as `cin >> int` reads: a sign and leading zeros are allowed.
        let card = match token.as_bytes() {
            // One digit, as in the judge's data: no need to ask `parse`.
            [digit @ b'0'..=b'7'] => digit - b'0',
            _ => match token.parse::<i64>() {
                Ok(value) if (0..8).contains(&value) => value as u8,
                _ => return Err(format!("'{}' is not a card 0-7", clip(token))),
            },
        };
        if seen & 1 << card != 0 {
            return Err(format!(
                "puzzle {}: {card} appears twice",
                puzzles.len() + 1
            ));
        }
        seen |= 1 << card;
        board[count] = card;
        count += 1;
        if count == 8 {
            puzzles.push(board);
            seen = 0;
            count = 0;
        }
    }
    if count != 0 || puzzles.is_empty() {
        return Err(format!(
            "expected puzzles of 8 numbers, got {} numbers",
            8 * puzzles.len() + count
        ));
    }
    Ok(puzzles)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let puzzles = parse(input)?;
    let orders = Orders::new();
    let distance = distances(&orders);
    let mut output = String::with_capacity(4 * puzzles.len());
    for board in &puzzles {
        match distance[cell(board)][orders.rank(order(board))] {
            0 => output.push_str("-1\n"),
            d => {
                let moves = d - 1;
                if moves >= 10 {
                    output.push(char::from(b'0' + moves / 10));
                }
                output.push(char::from(b'0' + moves % 10));
                output.push('\n');
            }
        }
    }
    Ok(output)
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
