// Luogu P1032 [NOIP2002 提高组] 字串变换: https://www.luogu.com.cn/problem/P1032
//         (also AcWing 190 字串变换: https://www.acwing.com/problem/content/192/)
// Input:  A B, then rules a b, one per line (at most 6 in the statement). A rewrite replaces
//         one occurrence of some a in the string with its b. Strings have at most 20 letters.
// Output: the fewest rewrites from A to B if at most REWRITES_SHOWN, else `NO ANSWER!`.
// Method: a breadth-first search runs from A by the rules and from B by the rules turned
//         round. It grows a whole layer of the smaller side at a time, until the sides meet
//         or their depths add up to REWRITES_SHOWN.
// Cost:   at most 5 layers per side. The bin refuses rules that need more than MAX_BYTES
//         (48 MiB) of strings or MAX_WORK letters touched. Times and peaks:
//         docs/benchmarks.md.
// Adapt:  another limit: REWRITES_SHOWN. Proofs and facts: docs/bins/p1032_string_rewrite.md.

use std::io::{self, Read, Write};

/// The most rewrites counted: farther strings print `NO ANSWER!`.
const REWRITES_SHOWN: u32 = 10;

/// The most bytes both sides may hold together: rules that need more within the limit are
/// refused, so that memory stays under 64 MiB whatever the input.
const MAX_BYTES: usize = 48 << 20;

/// The most letters the search may compare or copy: rules that need more within the limit
/// are refused, so that time stays bounded whatever the input.
const MAX_WORK: u64 = 1 << 30;

/// The rules, each kept once, as (a, b) borrowed from the input.
type Rules<'a> = Vec<(&'a [u8], &'a [u8])>;

/// Reads A, B and the rules: words in pairs, so neither side of a rule can be empty.
pub fn parse(input: &str) -> Result<(&[u8], &[u8], Rules<'_>), String> {
    let mut words = words(input)?;
    let (a, b) = match (words.next(), words.next()) {
        (Some(a), Some(b)) => (a.as_bytes(), b.as_bytes()),
        (Some(a), None) => {
            return Err(format!(
                "only '{}': expected A and B, then the rules",
                clip(a)
            ))
        }
        _ => return Err("empty input: expected A and B, then the rules".to_string()),
    };
    let mut rules = Rules::new();
    while let Some(from) = words.next() {
        match words.next() {
            Some(to) => rules.push((from.as_bytes(), to.as_bytes())),
            None => {
                let from = clip(from);
                return Err(format!(
                    "the rule '{from}' has no right side: the sides are words in pairs"
                ));
            }
        }
    }
    // Kept once, in any order: a rule twice allows nothing more, and the order changes no answer.
    rules.sort_unstable();
    rules.dedup();
    rules.shrink_to_fit();
    Ok((a, b, rules))
}

/// One side of the search: every string it has reached, in the order reached, packed end
/// to end in `text` (string i runs from `starts[i]` to the next start), so that each layer
/// is a run of indices and a string costs its letters and a few words, not an allocation.
struct Side {
    text: Vec<u8>,
    starts: Vec<u32>,
    /// Open addressing: 0 is empty, i + 1 is string i.
    table: Vec<u32>,
    /// The index of the first string of each depth (the first layer's is 0).
    layers: Vec<usize>,
    turned: bool,
}

/// What the search may spend: the bytes held before it starts (the input and the rules),
/// and the letters it has compared or copied.
struct Spent {
    held: usize,
    work: u64,
}

/// FNV-1a: the strings are short and no one chooses them to collide.
fn hash(s: &[u8]) -> usize {
    let fold = |h: u64, &b: &u8| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    s.iter().fold(0xcbf2_9ce4_8422_2325, fold) as usize
}

impl Side {
    fn new(start: &[u8], turned: bool) -> Side {
        let mut side = Side {
            text: Vec::new(),
            starts: Vec::new(),
            table: vec![0; 16],
            layers: vec![0],
            turned,
        };
        side.insert(start);
        side
    }

    fn get(&self, i: usize) -> &[u8] {
        let end = self
            .starts
            .get(i + 1)
            .map_or(self.text.len(), |&e| e as usize);
        &self.text[self.starts[i] as usize..end]
    }

    /// The slot of `s` in the table: where it is, or the empty slot where it would go.
    fn slot(&self, s: &[u8]) -> usize {
        let mask = self.table.len() - 1;
        let mut at = hash(s) & mask;
        while self.table[at] != 0 && self.get(self.table[at] as usize - 1) != s {
            at = (at + 1) & mask;
        }
        at
    }

    /// The depth at which this side reached `s`, if it has.
    fn depth_of(&self, s: &[u8]) -> Option<u32> {
        let i = self.table[self.slot(s)].checked_sub(1)? as usize;
        Some(self.layers.partition_point(|&first| first <= i) as u32 - 1)
    }

    fn insert(&mut self, s: &[u8]) {
        if 2 * (self.starts.len() + 1) > self.table.len() {
            // Half full at most, so that a probe ends soon.
            self.table = vec![0; 2 * self.table.len()];
            for i in 0..self.starts.len() {
                let at = self.slot(self.get(i));
                self.table[at] = i as u32 + 1;
            }
        }
        let at = self.slot(s);
        self.starts.push(self.text.len() as u32);
        self.text.extend_from_slice(s);
        self.table[at] = self.starts.len() as u32;
    }

    /// The bytes this side holds (a vector's room to grow costs nothing until it is used).
    fn bytes(&self) -> usize {
        self.text.len() + 4 * (self.starts.len() + self.table.len())
    }

    fn depth(&self) -> u32 {
        self.layers.len() as u32 - 1
    }

    fn layer_len(&self) -> usize {
        self.starts.len() - self.layers[self.layers.len() - 1]
    }

    /// Grows a layer; the fewest rewrites through a string the other side holds, if any.
    /// Each rewrite is built in one buffer and kept only if new.
    fn grow(
        &mut self,
        other: &Side,
        rules: &Rules,
        spent: &mut Spent,
    ) -> Result<Option<u32>, String> {
        let (mut s, mut t, mut met) = (Vec::new(), Vec::new(), None::<u32>);
        let (first, end) = (self.layers[self.layers.len() - 1], self.starts.len());
        self.layers.push(end);
        let depth = self.depth();
        for i in first..end {
            s.clear();
            s.extend_from_slice(self.get(i));
            for (a, b) in rules {
                let (from, to) = if self.turned { (b, a) } else { (a, b) };
                for at in 0..(s.len() + 1).saturating_sub(from.len()) {
                    spent.work += from.len() as u64;
                    if !s[at..].starts_with(from) {
                        continue;
                    }
                    t.clear();
                    t.extend_from_slice(&s[..at]);
                    t.extend_from_slice(to);
                    t.extend_from_slice(&s[at + from.len()..]);
                    spent.work += t.len() as u64;
                    if spent.work > MAX_WORK {
                        return Err(format!("the rules need more than {MAX_WORK} letters compared or copied within {REWRITES_SHOWN} rewrites"));
                    }
                    if self.table[self.slot(&t)] != 0 {
                        continue;
                    }
                    if let Some(d) = other.depth_of(&t) {
                        met = Some(met.map_or(depth + d, |m| m.min(depth + d)));
                    }
                    self.insert(&t);
                    if spent.held + self.bytes() + other.bytes() > MAX_BYTES {
                        return Err(format!("the rules make more than {MAX_BYTES} bytes of strings within {REWRITES_SHOWN} rewrites"));
                    }
                }
            }
        }
        Ok(met)
    }
}

/// The fewest rewrites from `a` to `b`, if at most REWRITES_SHOWN.
fn fewest(a: &[u8], b: &[u8], rules: &Rules, spent: &mut Spent) -> Result<Option<u32>, String> {
    if a == b {
        return Ok(Some(0));
    }
    let (mut ahead, mut back) = (Side::new(a, false), Side::new(b, true));
    while ahead.depth() + back.depth() < REWRITES_SHOWN
        && ahead.layer_len() > 0
        && back.layer_len() > 0
    {
        // The smaller layer grows: each layer of either side brings the two one step closer.
        let met = match ahead.layer_len() <= back.layer_len() {
            true => ahead.grow(&back, rules, spent)?,
            false => back.grow(&ahead, rules, spent)?,
        };
        if met.is_some() {
            return Ok(met);
        }
    }
    Ok(None)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let (a, b, rules) = parse(input)?;
    let held = input.len() + rules.len() * std::mem::size_of::<(&[u8], &[u8])>();
    let mut spent = Spent { held, work: 0 };
    Ok(match fewest(a, b, &rules, &mut spent)? {
        Some(d) => format!("{d}\n"),
        None => "NO ANSWER!\n".to_string(),
    })
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
