#pragma once
// muster-cli roster submit / roster submitted: lists at events (SubmissionCommands.cpp).
#include "CliContext.h"

namespace muster::cli {

void registerSubmissionCommands(CLI::App& app, CliContext& context);

}  // namespace muster::cli
