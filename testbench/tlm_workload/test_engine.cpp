// The rank-program interpreter without a network (dry_run and hand-driven deliveries):
// every message is delivered exactly once and matched to its receive, every motif finishes,
// receives match by sequence number whatever the arrival order, and the audit catches
// duplicates, misdeliveries and programs that hang.
#include <gtest/gtest.h>

#include <numeric>
#include <stdexcept>
#include "engine.hpp"
#include "motif.hpp"
#include "placement.hpp"

using namespace doar::wl;

namespace {

std::vector<int> linear(int n) {
  std::vector<int> v(static_cast<std::size_t>(n));
  std::iota(v.begin(), v.end(), 0);
  return v;
}

doar::net::Packet packet(const doar::net::SourcePacket& s) {
  doar::net::Packet p;
  p.id = s.id;
  p.dst_node = s.dst;
  p.created = s.created;
  return p;
}

}  // namespace

TEST(Engine, EveryMotifFinishesWithEveryMessageDeliveredOnceAndMatched) {
  for (const auto& m : motifs()) {
    for (int packet_flits : {1, 4}) {
      MotifParams p;
      p.ranks = 60;
      p.iterations = 2;
      p.msg_bytes = 200;
      p.compute = 25;
      const Job job = build_motif(m.name, p);
      const Census c = census(job);
      Engine e(job, place_ranks(60, 72, "random", 3), 72, 16, packet_flits);
      const std::uint64_t done = dry_run(e, 72, 20, 10'000'000);
      const EngineStats& s = e.stats();
      EXPECT_EQ(e.audit(), "") << m.name;
      EXPECT_EQ(s.messages, c.messages) << m.name;
      EXPECT_EQ(s.messages_done, c.messages) << m.name;
      EXPECT_EQ(s.recvs_matched, c.messages) << m.name;
      EXPECT_EQ(s.packets_done, s.packets) << m.name;
      // 200 B = 13 flits of 16 B: 13 one-flit packets or 4 four-flit packets (the last padded).
      EXPECT_GT(done, 0u) << m.name;
      EXPECT_GE(s.message_latency(), 20.0) << m.name;
      // Same input, same run.
      Engine again(job, place_ranks(60, 72, "random", 3), 72, 16, packet_flits);
      EXPECT_EQ(dry_run(again, 72, 20, 10'000'000), done) << m.name;
    }
  }
}

TEST(Engine, MessagesAreSplitIntoPacketsOfTheConfiguredSize) {
  JobBuilder b("pair", 2);
  b.exchange(0, 1, 200);  // 13 flits of 16 B
  const Job job = b.finish("");
  Engine one(job, linear(2), 2, 16, 1), four(job, linear(2), 2, 16, 4);
  dry_run(one, 2, 5, 1000);
  dry_run(four, 2, 5, 1000);
  EXPECT_EQ(one.stats().packets, 13u);
  EXPECT_EQ(four.stats().packets, 4u);
  EXPECT_EQ(four.stats().flits, 16u);
}

TEST(Engine, ReceivesMatchBySequenceWhateverTheArrivalOrder) {
  JobBuilder b("two", 2);
  b.exchange(0, 1, 16);
  b.exchange(0, 1, 16);
  const Job job = b.finish("");
  Engine e(job, linear(2), 2, 16, 1);
  doar::net::SourcePacket first, second, none;
  ASSERT_TRUE(e.next(0, 0, first));
  ASSERT_TRUE(e.next(0, 1, second));
  EXPECT_FALSE(e.next(0, 2, none));
  EXPECT_FALSE(e.next(1, 2, none));  // rank 1 posts its receives and waits
  e.delivered(packet(second), 10);   // the later message overtakes
  EXPECT_FALSE(e.finished());
  e.delivered(packet(first), 12);
  EXPECT_TRUE(e.finished());
  EXPECT_EQ(e.stats().recvs_matched, 2u);
  EXPECT_EQ(e.stats().completion, 12u);
  EXPECT_EQ(e.audit(), "");
  // A third copy is a duplicate, not a new message.
  e.delivered(packet(first), 13);
  EXPECT_EQ(e.stats().duplicates, 1u);
  EXPECT_NE(e.audit(), "");
}

TEST(Engine, AMessageArrivingBeforeItsReceiveIsKept) {
  JobBuilder b("early", 2);
  b.send(0, 1, 16);
  b.compute(1, 500);  // the message arrives while rank 1 computes
  b.recv(1, 0, 16);
  const Job job = b.finish("");
  Engine e(job, linear(2), 2, 16, 1);
  EXPECT_EQ(dry_run(e, 2, 10, 10000), 500u);
  EXPECT_EQ(e.audit(), "");
}

TEST(Engine, PacketsAtTheWrongNodeAreCaught) {
  JobBuilder b("pair", 3);
  b.exchange(0, 1, 16);
  const Job job = b.finish("");
  Engine e(job, linear(3), 3, 16, 1);
  doar::net::SourcePacket s;
  ASSERT_TRUE(e.next(0, 0, s));
  doar::net::Packet p = packet(s);
  p.dst_node = 2;
  e.delivered(p, 5);
  EXPECT_EQ(e.stats().misdelivered, 1u);
  EXPECT_NE(e.audit(), "");
}

TEST(Engine, AProgramWaitingForAnUnsentMessageIsReportedStuck) {
  JobBuilder b("hang", 2);
  b.recv(1, 0, 16);  // nobody sends it
  const Job job = b.finish("");
  Engine e(job, linear(2), 2, 16, 1);
  EXPECT_THROW(dry_run(e, 2, 5, 100000), std::runtime_error);
}

TEST(Engine, ComputeDelaysTheNextSend) {
  JobBuilder b("chain", 2);
  b.compute(0, 300);
  b.exchange(0, 1, 16);
  const Job job = b.finish("");
  Engine e(job, linear(2), 2, 16, 1);
  EXPECT_EQ(dry_run(e, 2, 7, 10000), 307u);  // send at 300, one 1-flit packet delivered 7 later
  EXPECT_DOUBLE_EQ(e.stats().packet_latency(), 7.0);
}
