//! Every judge bin opens with its card: at most 12 comment lines that name the judge and
//! the problem with its URL (or `no judge`) in the first two, then `Input:`, `Output:`, `Method:`, `Cost:` and `Adapt:`, in
//! that order; its whole leading comment stays within 40 lines. A card is what a contestant
//! reads in the first minute, so the shape is held for every bin of the registry.

use crate::common;
use crate::copies::source;

/// The labels of a card, in order.
const LABELS: [&str; 5] = ["Input:", "Output:", "Method:", "Cost:", "Adapt:"];

/// What is wrong with the card of the bin whose source is `text`, if anything.
fn card_fault(text: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().take_while(|l| l.starts_with("//")).collect();
    if lines.len() > 40 {
        return Some(format!(
            "a leading comment of {} lines (at most 40)",
            lines.len()
        ));
    }
    let card: Vec<&str> = lines
        .iter()
        .take_while(|l| !l.trim_end().eq("//"))
        .copied()
        .collect();
    if card.len() > 12 {
        return Some(format!("a card of {} lines (at most 12)", card.len()));
    }
    // The judge and the problem come first: its URL, or `no judge` for the seed's own.
    let names = |l: &&str| l.contains("https://") || l.contains("no judge");
    if !card.iter().take(2).any(names) {
        return Some("the first two lines name no URL".to_string());
    }
    let mut at = 0;
    for label in LABELS {
        match card[at..]
            .iter()
            .position(|l| l.starts_with(&format!("// {label}")))
        {
            Some(i) => at += i + 1,
            None => return Some(format!("no `{label}` line after the previous label")),
        }
    }
    None
}

#[test]
fn every_bin_opens_with_its_card() {
    let faults: Vec<String> = common::bin_names()
        .into_iter()
        .filter_map(|bin| card_fault(&source(bin)).map(|f| format!("{bin}: {f}")))
        .collect();
    common::assert_none_failed(&faults);
}

#[test]
fn a_card_that_breaks_the_shape_is_named() {
    let good = source(common::seed());
    assert_eq!(card_fault(&good), None);
    let no_cost = good.replacen("// Cost:", "// Price:", 1);
    assert!(card_fault(&no_cost).unwrap().contains("Cost:"));
    let long = good.replacen("// Input:", &("// more\n".repeat(12) + "// Input:"), 1);
    assert!(card_fault(&long).unwrap().contains("card of"));
    let no_url = good.replacen("https://", "see ", 2);
    assert!(card_fault(&no_url).unwrap().contains("URL"));
}

/// The farthest distances the `Cost:` text of `bin`'s card states: each number written
/// before `moves` or `swaps` near the word `farthest` (3 words before it to 8 after).
fn stated_moves(bin: &str) -> Vec<u32> {
    let text = source(bin);
    let card = text.lines().take_while(|l| l.starts_with("//"));
    let mut cost = card.skip_while(|l| !l.starts_with("// Cost:"));
    let first = cost.next().unwrap_or_default().to_string();
    let label = |l: &&str| {
        LABELS
            .iter()
            .any(|label| l.starts_with(&format!("// {label}")))
    };
    let text = cost
        .take_while(|l| !label(l))
        .fold(first, |text, l| text + " " + l);
    let words: Vec<&str> = text.split_whitespace().collect();
    let counts = |j: usize| -> Option<u32> {
        let unit = words.get(j + 1)?;
        let number = words[j].trim_start_matches('(').parse().ok()?;
        (unit.starts_with("moves") || unit.starts_with("swaps")).then_some(number)
    };
    let near = words
        .iter()
        .enumerate()
        .filter(|(_, w)| w.contains("farthest"));
    let spans = near.flat_map(|(i, _)| i.saturating_sub(3)..(i + 9).min(words.len()));
    let mut stated: Vec<u32> = spans.filter_map(counts).collect();
    stated.dedup();
    stated
}

/// Fuzzing finding 6: the farthest distance a card states is the one the kit measured,
/// `farthest` (each problem's test calls this beside its own measurement).
pub fn states_the_farthest(bin: &str, farthest: u32) {
    let stated = stated_moves(bin);
    assert!(
        !stated.is_empty(),
        "{bin}'s card states no farthest distance"
    );
    assert!(
        stated.iter().all(|&n| n == farthest),
        "{bin}'s card says {stated:?} moves, the kit measured {farthest}"
    );
}

#[test]
fn a_card_that_misstates_the_farthest_is_named() {
    let stated = stated_moves(common::seed());
    assert_eq!(stated, [30]);
    let wrong = std::panic::catch_unwind(|| states_the_farthest(common::seed(), 31));
    assert!(wrong.is_err());
}
