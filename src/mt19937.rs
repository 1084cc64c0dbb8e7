//! `std::mt19937`: the 32-bit Mersenne Twister with C++'s default seeding, so that the
//! generator reproduces the reference C++ generator's cases byte for byte.
//!
//! ```
//! use eight_puzzle::mt19937::Mt19937;
//!
//! let mut rng = Mt19937::new(5489); // C++'s default seed
//! let ten_thousandth = (0..10_000).map(|_| rng.next_u32()).last();
//! assert_eq!(ten_thousandth, Some(4_123_659_995)); // the value the C++ standard requires
//! ```

const N: usize = 624;
const M: usize = 397;
const MATRIX_A: u32 = 0x9908_B0DF;
const UPPER_MASK: u32 = 0x8000_0000;
const LOWER_MASK: u32 = 0x7FFF_FFFF;

/// The generator state: 624 words and the index of the next one to temper.
pub struct Mt19937 {
    state: [u32; N],
    index: usize,
}

impl Mt19937 {
    /// Seeds as `std::mt19937 rng(seed)` does.
    pub fn new(seed: u32) -> Mt19937 {
        let mut state = [0u32; N];
        state[0] = seed;
        for i in 1..N {
            let prev = state[i - 1];
            state[i] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 { state, index: N }
    }

    /// The next output, as `rng()` in C++.
    pub fn next_u32(&mut self) -> u32 {
        if self.index == N {
            self.twist();
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9D2C_5680;
        y ^= (y << 15) & 0xEFC6_0000;
        y ^ (y >> 18)
    }

    fn twist(&mut self) {
        for i in 0..N {
            let y = (self.state[i] & UPPER_MASK) | (self.state[(i + 1) % N] & LOWER_MASK);
            let mag = if y & 1 == 0 { 0 } else { MATRIX_A };
            self.state[i] = self.state[(i + M) % N] ^ (y >> 1) ^ mag;
        }
        self.index = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_outputs_of_seed_1_match_cpp() {
        // Printed by `std::mt19937 rng(1); rng(); rng(); rng();` with g++.
        let mut rng = Mt19937::new(1);
        let first: Vec<u32> = (0..3).map(|_| rng.next_u32()).collect();
        assert_eq!(first, [1_791_095_845, 4_282_876_139, 3_093_770_124]);
    }
}
