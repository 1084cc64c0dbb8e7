// Luogu P10488 Booksort: https://www.luogu.com.cn/problem/P10488
//         (also AcWing 180 排书: https://www.acwing.com/problem/content/182/; from POJ 3460)
// Input:  T, then T cases: n (1-15) and a permutation of 1-n, the books from the left.
// Output: per case, the fewest moves that sort the books, a move cutting out a contiguous
//         block and inserting it elsewhere; `5 or more` when that is more than MOST_SHOWN.
// Method: IDA* bounded by ceil(wrong successors / 3), the ends counted as books 0 and n + 1:
//         a move changes three successions, so each of the C(n + 2, 3) moves is weighed in
//         O(1) before the books are moved.
// Cost:   at most 4 levels of at most 560 moves; timings: docs/benchmarks.md.
// Adapt:  another limit: MOST_SHOWN (the statement's 4). Proofs and facts:
//         docs/bins/p10488_booksort.md.

use std::io::{self, Read, Write};

/// The most moves searched: a case needing more prints `MOST_SHOWN + 1 or more`.
const MOST_SHOWN: u32 = 4;

/// Reads T and the cases: each the books 1-n, n at most 15, kept end to end as n and then
/// the books (a million one-book cases are two bytes each, not an allocation each).
pub fn parse(input: &str) -> Result<Vec<u8>, String> {
    let mut words = words(input)?;
    let mut number = |what: &str| -> Result<usize, String> {
        let word = words
            .next()
            .ok_or(format!("the input ends before {what}"))?;
        word.parse()
            .map_err(|_| format!("{what} must be a number, not '{}'", clip(word)))
    };
    let t = number("T")?;
    let mut cases = Vec::new();
    for case in 1..=t {
        let n = number("n")?;
        if !(1..=15).contains(&n) {
            return Err(format!("case {case}: n = {n}, but 1 <= n <= 15"));
        }
        cases.push(n as u8);
        let first = cases.len();
        for _ in 0..n {
            let book = number("a book")?;
            if !(1..=n).contains(&book) || cases[first..].contains(&(book as u8)) {
                return Err(format!("case {case}: the books must be 1-{n}, each once"));
            }
            cases.push(book as u8);
        }
    }
    if words.next().is_some() {
        return Err(format!("more than the T = {t} cases"));
    }
    Ok(cases)
}

/// 1 if book `b` does not follow book `a` directly in the sorted order.
fn wrong(a: u8, b: u8) -> u32 {
    u32::from(b != a + 1)
}

/// Whether `a` (the books, with book 0 before them and book n + 1 after) sorts within
/// `left` moves; `bad` counts its wrong successions. A move swaps the blocks i..=j and
/// j+1..=k: only the three successions at its cuts change, so a move that cannot fit the
/// bound is skipped before any book moves.
fn sorts_within(a: &mut [u8], left: u32, bad: u32) -> bool {
    let n = a.len() - 2;
    for i in 1..=n {
        for j in i..n {
            for k in j + 1..=n {
                let before = wrong(a[i - 1], a[i]) + wrong(a[j], a[j + 1]) + wrong(a[k], a[k + 1]);
                let after = wrong(a[i - 1], a[j + 1]) + wrong(a[k], a[i]) + wrong(a[j], a[k + 1]);
                let child = bad + after - before;
                if child == 0 {
                    return true;
                }
                if 3 * (left - 1) < child {
                    continue;
                }
                a[i..=k].rotate_left(j + 1 - i);
                let found = sorts_within(a, left - 1, child);
                a[i..=k].rotate_right(j + 1 - i);
                if found {
                    return true;
                }
            }
        }
    }
    false
}

/// The fewest moves for one case, if at most MOST_SHOWN.
fn fewest(books: &[u8]) -> Option<u32> {
    let n = books.len() as u8;
    let mut shelf = [&[0][..], books, &[n + 1]].concat();
    let bad: u32 = shelf.windows(2).map(|w| wrong(w[0], w[1])).sum();
    if bad == 0 {
        return Some(0);
    }
    // IDA*: a move mends at most three successions, so ceil(bad / 3) is a lower bound.
    ((bad + 2) / 3..=MOST_SHOWN).find(|&bound| sorts_within(&mut shelf, bound, bad))
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let (mut out, cases) = (String::new(), parse(input)?);
    let mut rest = &cases[..];
    while let Some((&n, after)) = rest.split_first() {
        let (books, after) = after.split_at(usize::from(n));
        rest = after;
        match fewest(books) {
            Some(moves) => out.push_str(&format!("{moves}\n")),
            None => out.push_str(&format!("{} or more\n", MOST_SHOWN + 1)),
        }
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
