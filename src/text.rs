//! Text helpers the kit's parsers, checker and tools share: the judge bins' input rule
//! (words of printable ASCII, at most [`MAX_INPUT`] bytes), clipping and
//! plurals for messages.

/// The longest input the judge bins read: every valid input is far shorter (the longest, a
/// thousand Seven Puzzle boards, about 16 KiB).
pub const MAX_INPUT: usize = 1 << 22;

/// The whitespace-separated words of an input, by the judge bins' rule: at most
/// [`MAX_INPUT`] bytes, holding only ASCII letters, digits and punctuation between spaces,
/// tabs and line breaks; any other byte is refused by name and position. The bins and the
/// checker thus accept exactly the same inputs.
pub fn words(input: &str) -> Result<std::str::SplitAsciiWhitespace<'_>, String> {
    if input.len() > MAX_INPUT {
        return Err(format!(
            "input longer than {MAX_INPUT} bytes: no valid input is that long"
        ));
    }
    let allowed = |b: u8| b.is_ascii_graphic() || matches!(b, b' ' | b'\t' | b'\n' | b'\r');
    match input.bytes().position(|b| !allowed(b)) {
        Some(at) => Err(format!(
            "byte 0x{:02X} at position {} is not part of a valid input",
            input.as_bytes()[at],
            at + 1
        )),
        None => Ok(input.split_ascii_whitespace()),
    }
}

/// At most 40 characters of `text`, for messages.
pub fn clip(text: &str) -> String {
    clip_to(text, 40)
}

/// At most `most` characters of `text`, and `…` if that cut it short.
pub fn clip_to(text: &str, most: usize) -> String {
    let mut clipped: String = text.chars().take(most).collect();
    if clipped.len() < text.len() {
        clipped.push('…');
    }
    clipped
}

/// "1 move", "19 moves".
pub fn plural(count: u32, noun: &str) -> String {
    format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}

/// `text` as a number of type `T`; the error names `what` and the range of `T`'s words.
pub fn parse_number<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{what} '{}' is not a number in range", clip(text)))
}

/// `bytes` as text, or why not: the first byte that is not UTF-8 and its position (1-based),
/// as the checker and `duipai` both say it.
pub fn utf8(bytes: &[u8]) -> Result<&str, String> {
    std::str::from_utf8(bytes).map_err(|e| {
        let at = e.valid_up_to();
        format!(
            "has byte 0x{:02X} at position {}, which is not valid UTF-8",
            bytes[at],
            at + 1
        )
    })
}
