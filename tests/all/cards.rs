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
