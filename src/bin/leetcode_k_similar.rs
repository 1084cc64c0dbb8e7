// LeetCode 854 K-Similar Strings: https://leetcode.com/problems/k-similar-strings/
// Input:  `s1: String, s2: String`, anagrams over `a`-`f`, 1-20 letters; the harness below
//         reads `"ab"` then `"ba"` from stdin, one argument a line.
// Output: the fewest swaps of two letters of s1 that turn it into s2.
// Method: draw an edge s1[i] -> s2[i] for each position that differs; a swap closes at
//         most one cycle, so the answer is the edges minus the most cycles they split into:
//         every 2-cycle is taken, then a memoized search over cycles through the first edge.
// Cost:   at most 20 edges on 6 letters; timings: docs/benchmarks.md.
// Adapt:  paste everything above the marker line below; LETTERS may be 1-26 (the strings'
//         letters are the first LETTERS of the alphabet). Proof: docs/bins/leetcode_k_similar.md.

use std::collections::HashMap;

/// How many letters the strings may use, from `a`: 1-26.
const LETTERS: usize = 6;
const _: () = assert!(LETTERS >= 1 && LETTERS <= 26, "LETTERS must be 1-26");

impl Solution {
    pub fn k_similarity(s1: String, s2: String) -> i32 {
        // count[LETTERS * a + b]: positions where s1 has letter a and s2 has letter b != a.
        let mut count = vec![0u8; LETTERS * LETTERS];
        let mut edges = 0;
        for (a, b) in s1.bytes().zip(s2.bytes()) {
            if a != b {
                count[LETTERS * usize::from(a - b'a') + usize::from(b - b'a')] += 1;
                edges += 1;
            }
        }
        // A 2-cycle a -> b -> a is in some best split: were its edges in two other cycles,
        // swapping them for it and the closed walk left over loses no cycle.
        let mut cycles = 0;
        for a in 0..LETTERS {
            for b in a + 1..LETTERS {
                let both = count[LETTERS * a + b].min(count[LETTERS * b + a]);
                count[LETTERS * a + b] -= both;
                count[LETTERS * b + a] -= both;
                cycles += i32::from(both);
            }
        }
        edges - cycles - most_cycles(&mut count, &mut HashMap::new())
    }
}

/// The most cycles the edges of `count` split into. Every split has a cycle through the
/// first edge left, so trying each simple cycle through it, and recursing on the rest,
/// finds the best; `memo` keeps each edge set's answer.
fn most_cycles(count: &mut [u8], memo: &mut HashMap<Vec<u8>, i32>) -> i32 {
    let (a, b) = match count.iter().position(|&n| n > 0) {
        Some(e) => (e / LETTERS, e % LETTERS),
        None => return 0,
    };
    if let Some(&known) = memo.get(&*count) {
        return known;
    }
    let key = count.to_vec();
    count[LETTERS * a + b] -= 1;
    let mut path = vec![b];
    let best = 1 + cycles_back(a, &mut path, count, memo);
    count[LETTERS * a + b] += 1;
    memo.insert(key, best);
    best
}

/// The most cycles once a simple path `path` from the first edge's head is closed back to
/// `a`: either close it now, if an edge allows, or extend it by a letter not on it.
fn cycles_back(
    a: usize,
    path: &mut Vec<usize>,
    count: &mut [u8],
    memo: &mut HashMap<Vec<u8>, i32>,
) -> i32 {
    let last = path[path.len() - 1];
    let mut best = i32::MIN;
    if count[LETTERS * last + a] > 0 {
        count[LETTERS * last + a] -= 1;
        best = most_cycles(count, memo);
        count[LETTERS * last + a] += 1;
    }
    for next in 0..LETTERS {
        if next != a && count[LETTERS * last + next] > 0 && !path.contains(&next) {
            count[LETTERS * last + next] -= 1;
            path.push(next);
            best = best.max(cycles_back(a, path, count, memo));
            path.pop();
            count[LETTERS * last + next] += 1;
        }
    }
    best
}

// ---- LeetCode: paste everything above this line ----
// harness: Solution::k_similarity("abc".to_string(), "bca".to_string()) == 2

use std::io::{self, Read, Write};

/// LeetCode defines this; the pasted part above refers to it.
pub struct Solution;

/// LeetCode's limit on the length.
const MOST_LETTERS: usize = 20;

/// Reads the two arguments written LeetCode's way, `"ab"` then `"ba"`, with whitespace
/// around them: anagrams of 1-20 letters of the first LETTERS of the alphabet.
pub fn parse(input: &str) -> Result<(String, String), String> {
    let mut words = words(input)?;
    let quoted = |word: Option<&str>| -> Result<String, String> {
        let word = word.ok_or("expected two strings like \"ab\", got fewer")?;
        let inner = word.strip_prefix('"').and_then(|w| w.strip_suffix('"'));
        let last = (b'a' + LETTERS as u8 - 1) as char;
        match inner {
            Some(w)
                if !w.is_empty()
                    && w.len() <= MOST_LETTERS
                    && w.bytes().all(|b| b >= b'a' && b < b'a' + LETTERS as u8) =>
            {
                Ok(w.to_string())
            }
            _ => Err(format!(
                "expected 1-{MOST_LETTERS} letters a-{last} in quotes, got '{}'",
                clip(word)
            )),
        }
    };
    let (s1, s2) = (quoted(words.next())?, quoted(words.next())?);
    if let Some(extra) = words.next() {
        return Err(format!("'{}' after the two strings", clip(extra)));
    }
    let mut sorted = [s1.clone().into_bytes(), s2.clone().into_bytes()];
    sorted[0].sort_unstable();
    sorted[1].sort_unstable();
    if sorted[0] != sorted[1] {
        return Err("the two strings are not anagrams".to_string());
    }
    Ok((s1, s2))
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let (s1, s2) = parse(input)?;
    Ok(format!("{}\n", Solution::k_similarity(s1, s2)))
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
