#[allow(dead_code)]
#[path = "../src/bin/p1379_reverse.rs"]
mod p1379_reverse;
fn main() {
    let t = std::time::Instant::now();
    let mut s = 0u64;
    for _ in 0..200 {
        let table = p1379_reverse::distance_table();
        s += u64::from(table[7]);
    }
    println!("{:?} {}", t.elapsed() / 200, s);
}
