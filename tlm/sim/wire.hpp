// Plain values into bytes and back, for what a run spread over processes sends between its
// ranks (rank_links.cpp, stats_wire.cpp). Both ends are the same program on the same kind of
// machine, so a value is its bytes as they lie in memory; a reader that runs past the end
// throws instead of reading garbage.
#pragma once
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <type_traits>
#include <vector>
#include "rank_transport.hpp"

namespace doar::net::wire {

template <class T>
void put(Bytes& out, const T& v) {
  static_assert(std::is_trivially_copyable_v<T>, "values only");
  const std::size_t at = out.size();
  out.resize(at + sizeof(T));
  std::memcpy(out.data() + at, &v, sizeof(T));
}

template <class T>
T get(const Bytes& in, std::size_t& at) {
  static_assert(std::is_trivially_copyable_v<T>, "values only");
  if (at + sizeof(T) > in.size()) throw std::runtime_error("doar-sim: a rank's message ends early");
  T v;
  std::memcpy(&v, in.data() + at, sizeof(T));
  at += sizeof(T);
  return v;
}

template <class T>
void put_vector(Bytes& out, const std::vector<T>& v) {
  put(out, static_cast<std::uint64_t>(v.size()));
  for (const T& x : v) put(out, x);
}

template <class T>
std::vector<T> get_vector(const Bytes& in, std::size_t& at) {
  const std::uint64_t n = get<std::uint64_t>(in, at);
  if (n > (in.size() - at) / sizeof(T)) throw std::runtime_error("doar-sim: a rank's message ends early");
  std::vector<T> v(static_cast<std::size_t>(n));
  for (T& x : v) x = get<T>(in, at);
  return v;
}

}  // namespace doar::net::wire
